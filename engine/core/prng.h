#pragma once
// Prng: xorshift64* generator; deterministic, used for Zobrist keys, magic search and tests.

#include <cstdint>

namespace engine::core {

class Prng {
public:
    explicit constexpr Prng(std::uint64_t seed)
        : s_(seed ? seed : 0x9E3779B97F4A7C15ull) { }
    constexpr std::uint64_t next() {
        s_ ^= s_ >> 12;
        s_ ^= s_ << 25;
        s_ ^= s_ >> 27;
        return s_ * 2685821657736338717ull;
    }
    // A number with about 1/8 of its bits set (good magic candidates).
    constexpr std::uint64_t sparse() { return next() & next() & next(); }

private:
    std::uint64_t s_;
};

} // namespace engine::core
