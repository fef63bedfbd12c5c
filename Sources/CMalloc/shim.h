#ifndef TINGE_CMALLOC_SHIM_H
#define TINGE_CMALLOC_SHIM_H
/* The C library's allocator settings that Swift's Glibc module leaves out (malloc.h). */
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif

/* At most `count` allocation arenas. glibc gives each thread that allocates at once an arena of
   its own (up to eight per core), and memory freed into one is not reused by the others: with
   files prepared on every core, the arenas held about twice what was live. One arena for each
   of the pipeline's threads (the parser, the painter, a preparer a core) keeps most of that
   back; fewer made the threads wait on each other's locks (one a core: 3-5% of the pager's
   time on two cores, for no memory saved), and a single one more so. */
static inline void tinge_malloc_limit_arenas(int count) {
#ifdef M_ARENA_MAX
    mallopt(M_ARENA_MAX, count);
#endif
}

/* Large blocks (a blob's text, a window's lines) straight from the system and back to it when
   freed, and the top of a heap given back once 1 MB of it is free. glibc raises its threshold
   for the former to the size of each large block freed (up to 32 MB), after which blobs are
   carved from the heaps and, freed in another order, keep them large: a fixed threshold
   stops that. */
static inline void tinge_malloc_return_large_blocks(void) {
#if defined(M_MMAP_THRESHOLD) && defined(M_TRIM_THRESHOLD)
    mallopt(M_MMAP_THRESHOLD, 128 * 1024);
    mallopt(M_TRIM_THRESHOLD, 1024 * 1024);
#endif
}

/* Gives the pages of free memory inside the heaps back to the system. After a large file is
   painted and let go of, its lines' and tokens' smaller blocks leave holes that the heaps
   keep, and a long log's resident memory grew with them. */
static inline void tinge_malloc_give_back(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}
#endif
