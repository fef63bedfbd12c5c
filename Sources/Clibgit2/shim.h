#ifndef TINGE_CLIBGIT2_SHIM_H
#define TINGE_CLIBGIT2_SHIM_H
#include <git2.h>
#include <git2/sys/repository.h>
#include <git2/sys/odb_backend.h>
#include <zlib.h>

/* An object-database backend with one pointer of tinge's after libgit2's part: the Swift object
   its callbacks belong to (libgit2 hands the callbacks the backend, nothing else). */
typedef struct {
    git_odb_backend parent;
    void *owner;
} tinge_odb_backend;

/* inflateInit is a macro, which Swift cannot call. */
static inline int tinge_inflate_init(z_stream *stream) {
    return inflateInit(stream);
}

/* git_libgit2_opts is variadic, which Swift cannot call: one plain function per option used. */

/* The most pack-file memory libgit2 keeps mapped at once. */
static inline int tinge_git_set_mwindow_mapped_limit(size_t bytes) {
    return git_libgit2_opts(GIT_OPT_SET_MWINDOW_MAPPED_LIMIT, bytes);
}

/* The size of each pack-file window libgit2 maps. */
static inline int tinge_git_set_mwindow_size(size_t bytes) {
    return git_libgit2_opts(GIT_OPT_SET_MWINDOW_SIZE, bytes);
}

/* The most memory libgit2's object cache holds. */
static inline int tinge_git_set_cache_max_size(ssize_t bytes) {
    return git_libgit2_opts(GIT_OPT_SET_CACHE_MAX_SIZE, bytes);
}
/* The largest object of `type` the object cache keeps (0: none of that type). */
static inline int tinge_git_set_cache_object_limit(git_object_t type, size_t bytes) {
    return git_libgit2_opts(GIT_OPT_SET_CACHE_OBJECT_LIMIT, type, bytes);
}

/* Whether libgit2 hashes every object it reads to check it against its id (git itself does not). */
static inline int tinge_git_enable_strict_hash_verification(int enabled) {
    return git_libgit2_opts(GIT_OPT_ENABLE_STRICT_HASH_VERIFICATION, enabled);
}

/* The priority of the pack backends of object databases opened after it is set (higher is asked first). */
static inline int tinge_git_set_odb_packed_priority(int priority) {
    return git_libgit2_opts(GIT_OPT_SET_ODB_PACKED_PRIORITY, priority);
}
#endif
