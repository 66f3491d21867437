#ifndef DYNAMICSTACKS_CCAIRO_SHIM_H
#define DYNAMICSTACKS_CCAIRO_SHIM_H

// Cairo with its PNG, SVG and PDF surfaces (the PDF and SVG headers are not part of
// pangocairo.h, which CPango includes).
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>

#endif
