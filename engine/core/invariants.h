#pragma once
// ENGINE_ASSERT: programmer-error checks (broken invariants). Active in Debug, sanitizer and fuzz
// builds (ENGINE_DEBUG defined), compiled out in Release.

#include <cstdio>
#include <cstdlib>

#if defined(ENGINE_DEBUG)
#define ENGINE_ASSERT(cond)                                                                        \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            std::fprintf(stderr, "%s:%d: assertion failed: %s\n", __FILE__, __LINE__, #cond);      \
            std::abort();                                                                          \
        }                                                                                          \
    } while (0)
#else
#define ENGINE_ASSERT(cond) ((void)0)
#endif
