#ifndef TINGE_CBUILDVERSION_SHIM_H
#define TINGE_CBUILDVERSION_SHIM_H
/* The version a release build was made as, which a plain `swift build` does not know: install.sh
   passes it as -Xcc -DTINGE_BUILD_VERSION='"0.1.0-14-gabc1234"' (packaging/version says it).
   A C macro because Swift's own -D flags name conditions, never values. Empty when not given. */
#ifndef TINGE_BUILD_VERSION
#define TINGE_BUILD_VERSION ""
#endif
static inline const char *tinge_build_version(void) { return TINGE_BUILD_VERSION; }
#endif
