#ifndef TINGE_CMALLOC_SHIM_H
#define TINGE_CMALLOC_SHIM_H
/* The C library's allocator settings that Swift's Glibc module leaves out (malloc.h). */
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif

/* One allocation arena for every thread. glibc gives each thread that allocates at once its
   own arena, and memory freed into one is not reused by the others: with files prepared on
   every core, the arenas held twice what was live. One arena costs no measurable time here. */
static inline void tinge_malloc_use_one_arena(void) {
#ifdef M_ARENA_MAX
    mallopt(M_ARENA_MAX, 1);
#endif
}
#endif
