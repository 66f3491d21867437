#ifndef DYNAMICSTACKS_CPANGO_SHIM_H
#define DYNAMICSTACKS_CPANGO_SHIM_H

#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

// GObject cast macros are not imported into Swift; these inline functions stand in for them.
static inline PangoFcFontMap *ds_fc_font_map(PangoFontMap *map) {
    return PANGO_FC_FONT_MAP(map);
}

static inline PangoCairoFontMap *ds_cairo_font_map(PangoFontMap *map) {
    return PANGO_CAIRO_FONT_MAP(map);
}

static inline int ds_pango_scale(void) { return PANGO_SCALE; }

#endif
