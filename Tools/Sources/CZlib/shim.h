#ifndef DYNAMICSTACKS_CZLIB_SHIM_H
#define DYNAMICSTACKS_CZLIB_SHIM_H

// zlib: deflate for the PNG encoder's image data, crc32 for its chunks.
#include <zlib.h>

// deflateInit2 is a macro (it passes the header's version and the stream's size), which Swift
// cannot call; this is the same call as a function. A 32 KiB window and memory level 8 are
// what libpng uses.
static inline int dynamicstacks_deflate_init(z_streamp stream, int level, int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, 15, 8, strategy);
}

#endif
