#pragma once
// The bisection itself, over a first-parent chain of commits as indices: 0 the good end, the
// last the bad end. Pure: which index to test next, what the marks so far say, and the error
// budget a noisy criterion spends over its decisions. No git, no builds (bisect_run.h).
//
// The range still open is (last good, first bad]: the highest index marked good below the lowest
// marked bad, and that bad index. The next index is the untested one whose verdict, good or bad,
// leaves the smaller range (the middle; the lower of two equally good), so that each decision
// halves the range; a skipped index (it did not build, or the criterion could not judge it) is
// never tested again and its neighbours are tried instead, as `git bisect skip` does. The search
// ends when no untested index is left in the range: the first bad commit is the range's bad end,
// exactly when no skipped index lies in the range, else one of the skipped ones or the bad end.

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace harness::bisect {

enum class Mark { Untested, Good, Bad, Skip };

[[nodiscard]] const char*         to_string(Mark m); // "untested", "good", "bad", "skip"
[[nodiscard]] std::optional<Mark> parse_mark(const std::string& text);

struct Range {
    std::size_t last_good = 0, first_bad = 0;
};

// The open range of `marks` (marks[0] counts as good and marks.back() as bad when unmarked).
[[nodiscard]] Range open_range(const std::vector<Mark>& marks);

// The next index to test, or nullopt when the range holds no untested index.
[[nodiscard]] std::optional<std::size_t> next_index(const std::vector<Mark>& marks);

// What a bisection concluded (not a game's `Outcome`): the range left, exact or with skips.
struct BisectVerdict {
    Range                    range;
    bool                     exact = false; // first_bad is the first bad commit
    std::vector<std::size_t> skipped; // otherwise: the skipped indices it could also be
};

// What the marks say once next_index is nullopt.
[[nodiscard]] BisectVerdict outcome(const std::vector<Mark>& marks);

// A bisection driven to its end: `judge` marks an index (nullopt: stopped, e.g. interrupted),
// first the good end, then the bad end, then each next_index. Ends early when the good end is
// not good or the bad end not bad.
// `next` picks the next index (next_index on a first-parent chain; commits.h dag_next_index
// when every parent counts).
enum class Drive { Done, GoodNotGood, BadNotBad, Stopped };
using NextIndex = std::function<std::optional<std::size_t>(const std::vector<Mark>&)>;
[[nodiscard]] Drive drive(std::vector<Mark>&               marks,
    const std::function<std::optional<Mark>(std::size_t)>& judge,
    const NextIndex&                                       next = NextIndex(next_index));

// The decisions a bisection of `commits` (both ends included) needs at most without skips:
// one for the bad end, then ceil(log2(commits - 1)) inside.
[[nodiscard]] int planned_decisions(std::size_t commits);

// The error rate a noisy criterion may spend on decision number `decision` (0-based) when the
// whole bisection may be wrong with probability at most `total`: the planned decisions get
// total / (planned + 1) each, and the reserve share of total / (planned + 1) is spent on the
// decisions beyond the plan (skips can add some), halving each time — so that the sum over any
// number of decisions stays below `total` (the union bound: a bisection is wrong only when one
// of its decisions is).
[[nodiscard]] double decision_rate(double total, int planned, int decision);

} // namespace harness::bisect
