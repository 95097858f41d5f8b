#include "random_walk.h"

#include "engine/core/prng.h"

namespace engine::testing {

std::vector<std::uint16_t> seeded_picks(std::uint64_t seed, int length) {
    core::Prng                 rng(seed * 0x9E3779B97F4A7C15ull + 1);
    std::vector<std::uint16_t> out(static_cast<std::size_t>(length));
    for (auto& p : out) p = std::uint16_t(rng.next());
    return out;
}

} // namespace engine::testing
