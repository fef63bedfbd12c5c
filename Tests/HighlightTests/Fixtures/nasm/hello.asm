; hello.asm -- write a greeting with Linux syscalls (NASM, x86-64)
%define SYS_WRITE 1
%define SYS_EXIT  60

%macro syscall3 4
        mov     rax, %1
        mov     rdi, %2
        mov     rsi, %3
        mov     rdx, %4
        syscall
%endmacro

        bits 64
        default rel

section .data
msg     db      "Hello, `world`", 10, 0
len     equ     $ - msg
path:   db      'C:\no\escapes', 0
tick    db      `tab\there`, 0

section .bss
buf     resb    64

section .text
        global  _start
_start:
        syscall3 SYS_WRITE, 1, msg, len
        lea     rdi, [rel buf]
        mov     dword [rdi + 4*rcx], 0xFFFF
.done:  xor     edi, edi            ; exit code 0
        mov     eax, SYS_EXIT
        syscall
