#ifndef TINGE_CMALLOC_SHIM_H
#define TINGE_CMALLOC_SHIM_H
/* The C library's allocator settings that Swift's Glibc module leaves out (malloc.h). */
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif

/* At most `count` allocation arenas. glibc gives each thread that allocates at once an arena of
   its own (up to eight per core), and memory freed into one is not reused by the others: with
   files prepared on every core, the arenas held about twice what was live. One arena a core
   keeps most of that back; a single one made the threads wait on its lock. */
static inline void tinge_malloc_limit_arenas(int count) {
#ifdef M_ARENA_MAX
    mallopt(M_ARENA_MAX, count);
#endif
}
#endif
