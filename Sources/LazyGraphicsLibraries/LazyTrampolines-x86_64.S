// x86-64 trampolines for the functions of LazySymbolTable.h (System V ABI, Linux).
//
// Each function NAME is a trampoline that jumps through dynamicstacks_lazy_NAME's address
// (LazySymbolLoader.c). Until it is resolved the address is 0, and the trampoline goes through
// lazy_resolve_and_jump, which keeps every argument register, asks the loader for the address
// and jumps there: the trampoline needs no knowledge of the function's signature, and the real
// function returns straight to the original caller.
#if defined(__linux__) && defined(__x86_64__)

    .text

// %r11 is free at a call boundary (not an argument, not preserved); %rax is not touched before
// the jump because variadic functions take the number of vector arguments in %al.
// Hidden: the functions serve this link unit only, and are not exported to (and interposed on)
// the real libraries once these are loaded.
#define LAZY_LIBRARY(identifier, soname)
#define LAZY_SYMBOL(library, name)                   \
    .globl name;                                     \
    .hidden name;                                    \
    .type name, @function;                           \
    .p2align 4;                                      \
name:                                                \
    movq dynamicstacks_lazy_##name(%rip), %r11;      \
    testq %r11, %r11;                                \
    jz 1f;                                           \
    jmpq *%r11;                                      \
1:  leaq dynamicstacks_lazy_##name(%rip), %r11;      \
    jmp lazy_resolve_and_jump;                       \
    .size name, . - name;
#include "LazySymbolTable.h"
#undef LAZY_LIBRARY
#undef LAZY_SYMBOL

// On entry: %r11 = the function's entry, the stack as the original caller left it (return
// address on top, so %rsp ≡ 8 mod 16).
    .p2align 4
    .type lazy_resolve_and_jump, @function
lazy_resolve_and_jump:
    pushq %rbp
    movq %rsp, %rbp
    subq $192, %rsp                  // 7 general registers (+ 8 bytes padding), 8 vector registers
    movq %rdi, 0(%rsp)
    movq %rsi, 8(%rsp)
    movq %rdx, 16(%rsp)
    movq %rcx, 24(%rsp)
    movq %r8, 32(%rsp)
    movq %r9, 40(%rsp)
    movq %rax, 48(%rsp)
    movaps %xmm0, 64(%rsp)
    movaps %xmm1, 80(%rsp)
    movaps %xmm2, 96(%rsp)
    movaps %xmm3, 112(%rsp)
    movaps %xmm4, 128(%rsp)
    movaps %xmm5, 144(%rsp)
    movaps %xmm6, 160(%rsp)
    movaps %xmm7, 176(%rsp)
    movq %r11, %rdi
    call dynamicstacks_lazy_resolve
    movq %rax, %r11
    movq 0(%rsp), %rdi
    movq 8(%rsp), %rsi
    movq 16(%rsp), %rdx
    movq 24(%rsp), %rcx
    movq 32(%rsp), %r8
    movq 40(%rsp), %r9
    movq 48(%rsp), %rax
    movaps 64(%rsp), %xmm0
    movaps 80(%rsp), %xmm1
    movaps 96(%rsp), %xmm2
    movaps 112(%rsp), %xmm3
    movaps 128(%rsp), %xmm4
    movaps 144(%rsp), %xmm5
    movaps 160(%rsp), %xmm6
    movaps 176(%rsp), %xmm7
    leave
    jmpq *%r11
    .size lazy_resolve_and_jump, . - lazy_resolve_and_jump

#endif

// No executable stack for this object (the linker would otherwise ask for one).
#if defined(__linux__)
    .section .note.GNU-stack, "", %progbits
#endif
