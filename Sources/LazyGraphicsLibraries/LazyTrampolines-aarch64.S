// AArch64 trampolines for the functions of LazySymbolTable.h (AAPCS64, Linux); the x86-64 file
// explains the scheme.
#if defined(__linux__) && defined(__aarch64__)

    .text

// x16 and x17 (IP0, IP1) are the intra-procedure-call scratch registers: free at a call
// boundary, and the registers a branch through a pointer may use under BTI. The address is read
// with acquire ordering, pairing with the loader's release store.
#define LAZY_LIBRARY(identifier, soname)
#define LAZY_SYMBOL(library, name)                          \
    .globl name;                                            \
    .hidden name;                                           \
    .type name, %function;                                  \
    .p2align 4;                                             \
name:                                                       \
    adrp x16, dynamicstacks_lazy_##name;                    \
    add x16, x16, :lo12:dynamicstacks_lazy_##name;          \
    ldar x17, [x16];                                        \
    cbz x17, 1f;                                            \
    br x17;                                                 \
1:  b lazy_resolve_and_jump;                                \
    .size name, . - name;
#include "LazySymbolTable.h"
#undef LAZY_LIBRARY
#undef LAZY_SYMBOL

// On entry: x16 = the function's entry, x30 the original caller's return address.
    .p2align 4
    .type lazy_resolve_and_jump, %function
lazy_resolve_and_jump:
    stp x29, x30, [sp, #-224]!
    mov x29, sp
    stp x0, x1, [sp, #16]
    stp x2, x3, [sp, #32]
    stp x4, x5, [sp, #48]
    stp x6, x7, [sp, #64]
    str x8, [sp, #80]                // the indirect result location
    stp q0, q1, [sp, #96]
    stp q2, q3, [sp, #128]
    stp q4, q5, [sp, #160]
    stp q6, q7, [sp, #192]
    mov x0, x16
    bl dynamicstacks_lazy_resolve
    mov x17, x0
    ldp x0, x1, [sp, #16]
    ldp x2, x3, [sp, #32]
    ldp x4, x5, [sp, #48]
    ldp x6, x7, [sp, #64]
    ldr x8, [sp, #80]
    ldp q0, q1, [sp, #96]
    ldp q2, q3, [sp, #128]
    ldp q4, q5, [sp, #160]
    ldp q6, q7, [sp, #192]
    ldp x29, x30, [sp], #224
    br x17
    .size lazy_resolve_and_jump, . - lazy_resolve_and_jump

#endif

// No executable stack for this object (the linker would otherwise ask for one).
#if defined(__linux__)
    .section .note.GNU-stack, "", %progbits
#endif
