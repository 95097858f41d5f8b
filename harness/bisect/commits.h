#pragma once
// The commits a bisection walks: the good revision, then each commit after it on the bad
// revision's first-parent chain (a merge is one step: the merged branch's commits are not
// tested one by one), up to the bad revision — as `git bisect --first-parent` sees them. With
// every parent followed instead, the chain is `git rev-list --ancestry-path` in topological
// order, which is exact only for a history without merges in the range (the bisection assumes
// that every commit after the first bad one is bad).

#include "engine/core/expected.h"

#include <filesystem>
#include <string>
#include <vector>

namespace harness::bisect {

struct Commit {
    std::string sha; // full
    std::string subject; // the first line of its message
};

// [good, ..., bad]; an error (one line) when either revision is unknown, or good is not an
// ancestor of bad.
[[nodiscard]] engine::core::Expected<std::vector<Commit>, std::string> commit_chain(
    const std::filesystem::path& repo, const std::string& good, const std::string& bad,
    bool first_parent = true);

} // namespace harness::bisect
