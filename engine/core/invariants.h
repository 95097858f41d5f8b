#pragma once
// ENGINE_ASSERT: programmer-error checks (broken invariants). Active in Debug, sanitizer and fuzz
// builds (ENGINE_DEBUG defined), compiled out in Release.

#include <atomic>
#include <cstdio>
#include <cstdlib>

namespace engine::core {
// On by default; off only in test tools that play illegal moves on purpose (the misbehaving
// mock engine), where a broken invariant is the point.
inline std::atomic<bool> invariant_checks { true };
} // namespace engine::core

#if defined(ENGINE_DEBUG)
#define ENGINE_ASSERT(cond)                                                                        \
    do {                                                                                           \
        if (engine::core::invariant_checks.load(std::memory_order_relaxed) && !(cond)) {           \
            std::fprintf(stderr, "%s:%d: assertion failed: %s\n", __FILE__, __LINE__, #cond);      \
            std::abort();                                                                          \
        }                                                                                          \
    } while (0)
#else
#define ENGINE_ASSERT(cond) ((void)0)
#endif
