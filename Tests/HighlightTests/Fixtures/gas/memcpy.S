/* memcpy.S -- a small x86-64 memcpy (System V ABI)
 * rdi = dest, rsi = src, rdx = n; returns dest in rax.
 */
#include "asm.h"

        .text
        .globl  fast_memcpy
        .type   fast_memcpy, @function
fast_memcpy:
        movq    %rdi, %rax          # return value
        cmpq    $16, %rdx
        jb      .Lbytes
.Lwords:                            // copy 8 bytes at a time
        movq    (%rsi), %rcx
        movq    %rcx, (%rdi)
        addq    $8, %rsi; addq $8, %rdi
        subq    $8, %rdx
        cmpq    $8, %rdx
        jae     .Lwords
.Lbytes:
        testq   %rdx, %rdx
        je      1f
        rep movsb
1:      ret
        .size   fast_memcpy, .-fast_memcpy

        .section .rodata
msg:    .asciz  "copied\t%zu bytes\n"
        .byte   0x1F, -1, 'A
