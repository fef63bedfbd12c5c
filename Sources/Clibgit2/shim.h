#ifndef TINGE_CLIBGIT2_SHIM_H
#define TINGE_CLIBGIT2_SHIM_H
#include <git2.h>
#endif
