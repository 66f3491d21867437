#ifndef DYNAMICSTACKS_CLIBXML2_SHIM_H
#define DYNAMICSTACKS_CLIBXML2_SHIM_H

// libxml2's streaming reader: SVG images are read with the parser librsvg itself uses, so that
// entities and DTD default attributes are seen as librsvg will see them.
#include <libxml/xmlversion.h>
// Debian's libxml2 is built with ICU, and its encoding header would bring in the system's ICU
// headers, which clash with the copy Foundation is built with. Nothing here uses the
// encoding handlers whose layout this changes.
#undef LIBXML_ICU_ENABLED
#include <libxml/xmlreader.h>

#endif
