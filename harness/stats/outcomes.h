#pragma once
// Match outcomes as the statistics see them: game results (trinomial: losses, draws, wins from
// the first engine's side) and game-pair results (pentanomial: the two games of one opening
// played with colours reversed, counted by the pair's total score 0, 1/2, 1, 3/2, 2).
// A Distribution is the empirical law of one sample's score (a game: 0, 1/2, 1; a pair's mean:
// 0, 1/4, 1/2, 3/4, 1), with empty cells given a tiny weight so that likelihoods stay finite.

#include <array>
#include <cstdint>
#include <vector>

namespace harness::stats {

struct Trinomial {
    std::uint64_t losses = 0, draws = 0, wins = 0;

    [[nodiscard]] std::uint64_t games() const { return losses + draws + wins; }
};

struct Pentanomial {
    // counts[k]: pairs that scored k/2 points of 2 (LL; LD+DL; WL+LW+DD; WD+DW; WW).
    std::array<std::uint64_t, 5> counts {};

    [[nodiscard]] std::uint64_t pairs() const;
    [[nodiscard]] std::uint64_t games() const { return 2 * pairs(); }
};

struct Distribution {
    std::vector<double> score; // ascending, in [0, 1]
    std::vector<double> prob; // sums to 1
    double              samples = 0; // games (trinomial) or pairs (pentanomial)

    [[nodiscard]] double mean() const;
    [[nodiscard]] double variance() const;
};

// Cells with a zero count get this many pseudo-samples (as fishtest's regularisation).
inline constexpr double EmptyCellWeight = 1e-3;

[[nodiscard]] Distribution to_distribution(const Trinomial& t);
[[nodiscard]] Distribution to_distribution(const Pentanomial& p);

} // namespace harness::stats
