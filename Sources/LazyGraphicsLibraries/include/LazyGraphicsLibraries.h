#ifndef DYNAMICSTACKS_LAZY_GRAPHICS_LIBRARIES_H
#define DYNAMICSTACKS_LAZY_GRAPHICS_LIBRARIES_H

// On Linux, Pango, Cairo, fontconfig and GLib are loaded when one of their functions is first
// called, not when the program starts (Sources/LazyGraphicsLibraries/LazySymbolTable.h lists
// the functions). The code calls those functions as usual; these declarations are the checks
// the tests make of the table itself.

#include <stddef.h>

#if defined(__linux__)

/// Resolves every function of the table now, loading every library it names.
///
/// - Returns: the name of the first function that cannot be resolved (its library cannot be
///   loaded or does not define it), or NULL when all resolve.
const char *dynamicstacks_lazy_resolve_all(void);

/// The number of functions in the table.
size_t dynamicstacks_lazy_symbol_count(void);

/// Writes the message printed when `library` cannot be loaded (`symbol` NULL) or does not
/// define `symbol`, with the loader's `reason`, into `buffer` (at most `size` bytes, always
/// terminated when `size` > 0).
///
/// - Returns: the message's full length, as snprintf counts it.
size_t dynamicstacks_lazy_failure_message(char *buffer, size_t size, const char *library, const char *symbol,
                                          const char *reason);

#endif

#endif
