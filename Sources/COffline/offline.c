// tinge reads repositories and never opens a network connection, but libgit2 (built with mbed TLS,
// as Debian's is) parses every certificate of the system's CA bundle when it is initialized:
// about 4 ms of a 40 ms `tinge show`, on every run of tinge, for a chain no connection uses.
//
// Defined in the executable, this function comes before mbed TLS's own in the dynamic linker's
// search, so libgit2's call to it at initialization loads nothing. It fails safe: were a TLS
// connection ever made, its peer could not be verified against an empty chain, and the
// handshake would be refused.

#include "COffline.h"

int mbedtls_x509_crt_parse_file(void *chain, const char *path) {
    (void)chain;
    (void)path;
    return 0;
}

// libgit2 (built with libssh2, as Debian's is) also calls libssh2_init when it is initialized,
// which sets up OpenSSL for SSH sessions tinge never opens: its algorithm tables and error
// strings, 1.5 MB of libcrypto's pages touched and kept resident on every run. Standing in for
// it leaves libssh2 uninitialized; were a session ever opened, libssh2 would ask for its set-up
// again and OpenSSL (1.1 and later) sets itself up on first use.
int libssh2_init(int flags) {
    (void)flags;
    return 0;
}
