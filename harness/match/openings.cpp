#include "openings.h"

#include "harness/game/symmetry.h"

#include <algorithm>
#include <array>
#include <utility>

namespace harness::match {

using engine::core::ParseError;
using engine::core::quote;

namespace {

constexpr std::array<std::pair<OpeningPolicy, const char*>, 3> PolicyNames { {
    { OpeningPolicy::Default, "default" },
    { OpeningPolicy::Encounter, "encounter" },
    { OpeningPolicy::Round, "round" },
} };

} // namespace

engine::core::Result<OpeningPolicy> parse_opening_policy(std::string_view text) {
    for (const auto& [policy, name] : PolicyNames)
        if (text == name) return policy;
    return ParseError { 1,
        "expected an opening policy (default, encounter or round), got " + quote(text) };
}

const char* to_string(OpeningPolicy p) {
    for (const auto& [policy, name] : PolicyNames)
        if (policy == p) return name;
    return "?";
}

namespace {

// The next number of a SplitMix64 stream.
std::uint64_t splitmix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z               = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z               = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

} // namespace

std::vector<std::string> order_openings(
    std::vector<std::string> fens, OpeningOrder order, std::uint64_t seed, int start) {
    if (order == OpeningOrder::Random) {
        std::uint64_t state = seed;
        for (std::size_t i = fens.size(); i > 1; --i)
            std::swap(fens[i - 1], fens[splitmix64(state) % i]);
    }
    if (start > 1 && !fens.empty())
        std::rotate(fens.begin(),
            fens.begin() + std::ptrdiff_t(std::size_t(start - 1) % fens.size()), fens.end());
    return fens;
}

std::size_t opening_index(int round, int games_per_round, bool repeat, OpeningPolicy policy) {
    if (games_per_round == 1 && repeat && policy == OpeningPolicy::Default)
        return std::size_t(round / 2);
    return std::size_t(round);
}

TurnedOpenings turn_openings(
    const std::vector<std::string>& fens, const game::Game& g, std::uint64_t seed) {
    std::vector<game::Transform> kept;
    for (auto& t : game::transforms(g))
        if (!t.swaps_sides) kept.push_back(std::move(t));
    TurnedOpenings out;
    std::uint64_t  state = seed ^ 0x5EED5EED5EED5EEDULL; // apart from the order's stream
    for (const auto& fen : fens) {
        const auto pick   = splitmix64(state) % (kept.size() + 1); // kept.size(): the identity
        auto       turned = pick < kept.size() ? kept[pick].position(fen)
                                               : engine::core::Result<std::string>(fen);
        const bool turns  = pick < kept.size() && turned;
        out.fens.push_back(turns ? *turned : fen);
        out.symmetries.push_back(turns ? kept[pick].name : "identity");
    }
    return out;
}

} // namespace harness::match
