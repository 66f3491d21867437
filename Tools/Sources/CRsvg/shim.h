#ifndef DYNAMICSTACKS_CRSVG_SHIM_H
#define DYNAMICSTACKS_CRSVG_SHIM_H

// librsvg: SVG images (icons and box images) drawn as vectors onto the Cairo context.
#include <librsvg/rsvg.h>

#endif
