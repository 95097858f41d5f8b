#pragma once
// Comparing two runs of a suite (old and new engine build): which positions a change newly
// fails or newly solves, how the solved count (over the positions both runs have) and the median
// time to solve moved, and whether that is a regression: by McNemar's exact test on the paired
// solved/failed table (a flip or two at a time limit is noise), or by a fixed tolerance.

#include "suite_runner.h"

#include <optional>
#include <string>
#include <vector>

namespace harness::suite {

struct Comparison {
    std::vector<std::string> newly_failed; // solved before, not now (in the new run's order)
    std::vector<std::string> newly_solved; // not solved before, solved now
    int                      common   = 0; // ids present in both runs
    int                      old_only = 0, new_only = 0; // ids present in one run only
    int                      old_solved = 0, new_solved = 0; // over the common ids
    // Median time to solve over the positions both runs solved.
    std::optional<double> old_median_ms, new_median_ms;

    [[nodiscard]] int                   solved_change() const { return new_solved - old_solved; }
    [[nodiscard]] std::optional<double> median_change_ms() const {
        if (!old_median_ms || !new_median_ms) return std::nullopt;
        return *new_median_ms - *old_median_ms;
    }
};

enum class Criterion { McNemar, Tolerance };

struct Decision {
    bool        regression = false;
    std::string reason; // which criterion decided, with its numbers
};

// McNemar: a regression when more positions were lost than gained and the exact two-sided
// p-value is below alpha. Tolerance: when lost - gained exceeds `tolerance`.
[[nodiscard]] Decision decide(
    const Comparison& c, Criterion criterion, double alpha = 0.05, int tolerance = 0);

[[nodiscard]] Comparison compare(
    const std::vector<PositionRecord>& old_run, const std::vector<PositionRecord>& new_run);

} // namespace harness::suite
