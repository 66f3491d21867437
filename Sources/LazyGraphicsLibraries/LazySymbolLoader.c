// Resolves the lazily loaded functions of LazySymbolTable.h: what a trampoline calls the first
// time its function is called (LazyTrampolines-*.S), and the checks the tests run.
#if defined(__linux__)

#include "LazyGraphicsLibraries.h"

#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

enum lazy_library {
#define LAZY_LIBRARY(identifier, soname) lazy_library_##identifier,
#define LAZY_SYMBOL(library, name)
#include "LazySymbolTable.h"
#undef LAZY_LIBRARY
#undef LAZY_SYMBOL
    lazy_library_count
};

static const char *const lazy_library_sonames[lazy_library_count] = {
#define LAZY_LIBRARY(identifier, soname) [lazy_library_##identifier] = soname,
#define LAZY_SYMBOL(library, name)
#include "LazySymbolTable.h"
#undef LAZY_LIBRARY
#undef LAZY_SYMBOL
};

// Handles of the libraries opened so far. Two threads may open the same library at once:
// dlopen is thread-safe and returns the same handle to both, so no lock is needed (and none is
// held while a library's constructors run, which could call back into a trampoline).
static _Atomic(void *) lazy_library_handles[lazy_library_count];

// One function: where it lives once resolved, and what to resolve. The trampolines read
// `address` (the first field) directly, so its offset must stay 0.
struct lazy_symbol {
    _Atomic(void *) address;
    const char *name;
    enum lazy_library library;
};

_Static_assert(offsetof(struct lazy_symbol, address) == 0, "the trampolines read the address at offset 0");

// dynamicstacks_lazy_NAME for every function, hidden: only the trampolines of this link unit use them.
#define LAZY_LIBRARY(identifier, soname)
#define LAZY_SYMBOL(library, name)                                                                \
    __attribute__((visibility("hidden"))) struct lazy_symbol dynamicstacks_lazy_##name = {       \
        NULL, #name, lazy_library_##library};
#include "LazySymbolTable.h"
#undef LAZY_LIBRARY
#undef LAZY_SYMBOL

static struct lazy_symbol *const lazy_symbols[] = {
#define LAZY_LIBRARY(identifier, soname)
#define LAZY_SYMBOL(library, name) &dynamicstacks_lazy_##name,
#include "LazySymbolTable.h"
#undef LAZY_LIBRARY
#undef LAZY_SYMBOL
};

size_t dynamicstacks_lazy_failure_message(char *buffer, size_t size, const char *library, const char *symbol,
                                          const char *reason) {
    int length;
    // libdeflate is only for writing PNG files; every other library of the table is for
    // drawing and text.
    int isDeflate = strncmp(library, "libdeflate", 10) == 0;
    if (symbol == NULL && isDeflate) {
        length = snprintf(buffer, size,
                          "error: cannot load %s, which writing PNG files needs (%s). "
                          "Install libdeflate: scripts/setup in the DynamicStacks repository "
                          "(on Debian or Ubuntu: apt-get install libdeflate0).\n",
                          library, reason);
    } else if (symbol == NULL) {
        length = snprintf(buffer, size,
                          "error: cannot load %s, which drawing and measuring text need (%s). "
                          "Install Pango and Cairo: scripts/setup in the DynamicStacks repository "
                          "(on Debian or Ubuntu: apt-get install libpango-1.0-0 libpangocairo-1.0-0 libcairo2).\n",
                          library, reason);
    } else {
        length = snprintf(buffer, size,
                          "error: %s has no function %s (%s); the installed version is older than this "
                          "build needs. Update %s: scripts/setup in the DynamicStacks repository.\n",
                          library, symbol, reason, isDeflate ? "libdeflate" : "Pango and Cairo");
    }
    return length < 0 ? 0 : (size_t)length;
}

// Reports what could not be loaded and ends the process. A trampoline has no way to return an
// error to its caller (it stands in for a function of any signature), and the alternative is a
// jump to address 0. 127 is the status the dynamic loader itself exits with when a library
// linked the usual way is missing.
static _Noreturn void lazy_fail(const char *library, const char *symbol, const char *reason) {
    char message[1024];
    size_t length = dynamicstacks_lazy_failure_message(message, sizeof message, library, symbol, reason);
    if (length >= sizeof message) {
        length = sizeof message - 1;
    }
    // write(2), not stdio: this may run on any thread, in the middle of another's output.
    ssize_t written = write(STDERR_FILENO, message, length);
    (void)written;
    _exit(127);
}

static void *lazy_library_handle(enum lazy_library library, const char **failure) {
    void *handle = atomic_load_explicit(&lazy_library_handles[library], memory_order_acquire);
    if (handle != NULL) {
        return handle;
    }
    // RTLD_LAZY: bind the library's own calls when first made, like a library linked the
    // usual way; RTLD_LOCAL: its symbols serve only the lookups made here.
    handle = dlopen(lazy_library_sonames[library], RTLD_LAZY | RTLD_LOCAL);
    if (handle == NULL) {
        *failure = dlerror();
        return NULL;
    }
    atomic_store_explicit(&lazy_library_handles[library], handle, memory_order_release);
    return handle;
}

static void *lazy_symbol_address(struct lazy_symbol *symbol, const char **failure, int *library_failed) {
    void *handle = lazy_library_handle(symbol->library, failure);
    if (handle == NULL) {
        *library_failed = 1;
        return NULL;
    }
    *library_failed = 0;
    dlerror();
    void *address = dlsym(handle, symbol->name);
    if (address == NULL) {
        const char *reason = dlerror();
        *failure = reason != NULL ? reason : "the symbol is null";
        return NULL;
    }
    atomic_store_explicit(&symbol->address, address, memory_order_release);
    return address;
}

// Called by a trampoline whose function has no address yet, with that function's entry. The
// trampoline has saved the caller's argument registers and jumps to the returned address.
__attribute__((visibility("hidden"))) void *dynamicstacks_lazy_resolve(struct lazy_symbol *symbol) {
    const char *failure = NULL;
    int library_failed = 0;
    void *address = lazy_symbol_address(symbol, &failure, &library_failed);
    if (address == NULL) {
        lazy_fail(lazy_library_sonames[symbol->library], library_failed ? NULL : symbol->name,
                  failure != NULL ? failure : "unknown reason");
    }
    return address;
}

const char *dynamicstacks_lazy_resolve_all(void) {
    for (size_t index = 0; index < sizeof lazy_symbols / sizeof lazy_symbols[0]; index++) {
        const char *failure = NULL;
        int library_failed = 0;
        if (lazy_symbol_address(lazy_symbols[index], &failure, &library_failed) == NULL) {
            return lazy_symbols[index]->name;
        }
    }
    return NULL;
}

size_t dynamicstacks_lazy_symbol_count(void) { return sizeof lazy_symbols / sizeof lazy_symbols[0]; }

#endif
