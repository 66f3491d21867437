#ifndef DYNAMICSTACKS_CDEFLATE_SHIM_H
#define DYNAMICSTACKS_CDEFLATE_SHIM_H

// libdeflate: whole-buffer DEFLATE in zlib format, for the PNG encoder's image data. About three
// times as fast as zlib at the same file size on the gallery (docs/performance.md, "PNG encoding").
#include <libdeflate.h>

#endif
