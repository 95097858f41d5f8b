#pragma once
// The commits a bisection walks. By default the good revision, then each commit after it on the
// bad revision's first-parent chain (a merge is one step: the merged branch's commits are not
// judged one by one) up to the bad revision: `git bisect --first-parent`. With every parent
// followed (--all-parents), every commit reachable from bad and not from good, parents first
// (`git log --topo-order`), the next one picked by the graph as git bisect picks it
// (dag_next_index), not by its position in the list.

#include "engine/core/expected.h"
#include "harness/bisect/search.h"

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

// The next commit to judge when every parent counts, as git bisect picks it: `git rev-list
// --bisect-all BAD --not GOOD...` (BAD the earliest commit marked bad, GOOD every one marked
// good), its first untested commit (the one that splits the rest most evenly); nullopt when
// only BAD and skipped commits are left.
[[nodiscard]] std::optional<std::size_t> dag_next_index(const std::filesystem::path& repo,
    const std::vector<Commit>& chain, const std::vector<Mark>& marks);

// What the marks say once dag_next_index is nullopt: the first bad commit, its first parent as
// the last good one (when it is in the chain), the skipped commits that could be it instead.
[[nodiscard]] BisectVerdict dag_outcome(const std::filesystem::path& repo,
    const std::vector<Commit>& chain, const std::vector<Mark>& marks);

// The bench signature a commit message states, as Stockfish, Weiss and Ethereal commits do: the
// last line "Bench: N" (any case, spaces allowed after the colon); nullopt when none.
[[nodiscard]] std::optional<std::uint64_t> bench_in_text(std::string_view message);
[[nodiscard]] std::optional<std::uint64_t> bench_in_message(
    const std::filesystem::path& repo, const std::string& sha);

} // namespace harness::bisect
