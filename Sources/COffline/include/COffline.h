#ifndef TINGE_COFFLINE_H
#define TINGE_COFFLINE_H

/// mbed TLS's loader of a CA bundle, stood in for: loads nothing (see offline.c).
int mbedtls_x509_crt_parse_file(void *chain, const char *path);

/// libssh2's set-up (OpenSSL's), stood in for: sets up nothing (see offline.c).
int libssh2_init(int flags);

#endif
