#pragma once
// Comparing two runs of a suite (old and new engine build): which positions a change newly
// fails or newly solves, and how the solved count and the median time to solve moved.

#include "suite_runner.h"

#include <optional>
#include <string>
#include <vector>

namespace harness::suite {

struct Comparison {
    std::vector<std::string> newly_failed; // solved before, not now (in the new run's order)
    std::vector<std::string> newly_solved; // not solved before, solved now
    int                      common     = 0; // ids present in both runs
    int                      old_solved = 0, new_solved = 0; // over each whole run
    // Median time to solve over the positions both runs solved.
    std::optional<double> old_median_ms, new_median_ms;

    [[nodiscard]] int                   solved_change() const { return new_solved - old_solved; }
    [[nodiscard]] std::optional<double> median_change_ms() const {
        if (!old_median_ms || !new_median_ms) return std::nullopt;
        return *new_median_ms - *old_median_ms;
    }
};

[[nodiscard]] Comparison compare(
    const std::vector<PositionResult>& old_run, const std::vector<PositionResult>& new_run);

} // namespace harness::suite
