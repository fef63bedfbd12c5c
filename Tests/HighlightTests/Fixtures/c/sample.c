/*
 * ring.c — a fixed-size ring buffer.
 * The block comment spans lines; // inside it is not a line comment.
 */
#include <stdio.h>
#include <stdint.h>
#include "ring.h"
# if defined(RING_DEBUG) && RING_DEBUG > 1
#   define TRACE(fmt, ...) \
        fprintf(stderr, "ring: " fmt "\n", \
                __VA_ARGS__) /* still the macro */
# else
#   define TRACE(fmt, ...) ((void)0)
# endif
#define RING_SIZE 1'024u /* a comment
                            spanning lines inside a directive */
#error "unsupported: don't build this"
#pragma once

// A line comment continued \
   onto the next line by a backslash.
int after_comment = 1;

/** Creates a ring; returns NULL when out of memory. */
struct ring *ring_new(size_t capacity);

/// Pushes one byte; `///` is a doc comment too.
static inline int ring_push(struct ring *r, uint8_t byte) {
    if (r->count == RING_SIZE) {
        return -1;
    }
    r->data[(r->head + r->count++) % RING_SIZE] = byte;
    return 0;
}

/**/ int not_doc;

typedef enum { RED = 0x1F, GREEN = 0b101, BLUE = 017 } color;

static const char *names[] = {
    "tab\there", "quote\"end", "hex\x41 oct\101", u8"utf-8 é", L"wide",
};

double ratios[] = { 1.5, .25, 6.02e23, 0x1.8p3, 1e-9f, 10UL, 1'000'000LL };

int classify(char c) {
    switch (c) {
    case '\n': return 1;
    case '\'': return 2;
    case 'a': return 3;
    default: return c == L'x' ? 4 : 0;
    }
}

const char *long_text = "a string continued \
onto the next line";

int main(int argc, char **argv) {
    struct ring *r = ring_new(16);
    for (int i = 0; i < argc; i++) {
        ring_push(r, (uint8_t)argv[i][0]);
    }
    printf("%d items, %s\n", r->count, names[0]);
    return r ? EXIT_SUCCESS : EXIT_FAILURE;
}
