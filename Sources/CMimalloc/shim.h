#ifndef CMIMALLOC_SHIM_H
#define CMIMALLOC_SHIM_H
#if defined(__has_include) && !__has_include(<mimalloc.h>)
#error "screenspec links mimalloc on Linux: install it (apt-get install libmimalloc-dev, or make deps)"
#endif
#include <mimalloc.h>
#endif
