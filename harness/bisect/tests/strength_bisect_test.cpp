// The strength criterion's overall error rate, by simulation: whole bisections driven exactly
// as run_bisect drives them (search.h drive: the good end is the reference, the bad end and each
// next index a strength test), each decision the gate's strength test (stats/strength_test.h) at
// the error rate the bisection's budget gives it (decision_rate), on game pairs drawn at 0 Elo
// for the revisions before the first bad commit and at -D from it on (harness/testing/
// pair_model.h). A bisection is wrong when it names another commit, or calls its bad end good.
// The share of wrong bisections must be at most the total error asked for (5%) plus three
// standard errors of the simulation, 3 sqrt(p (1 - p) / runs), with a fixed seed.

#include "harness/bisect/search.h"
#include "harness/stats/strength_test.h"
#include "harness/testing/pair_model.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <random>

namespace {

using harness::bisect::Mark;
using harness::stats::Pentanomial;
using harness::stats::StrengthVerdict;

struct Tally {
    int    runs = 0, wrong = 0;
    double decisions = 0, pairs = 0;
};

// One strength test at `elo` with both error rates `rate`; the pairs it took into `t`.
Mark decide(std::mt19937_64& rng, double elo, double detect, double rate,
    const arbiter_test::GameModel& m, Tally& t) {
    harness::stats::StrengthTestConfig c { detect, rate, rate, 0 };
    Pentanomial                        p;
    for (;;) {
        ++p.counts[std::size_t(arbiter_test::draw_pair(rng, elo, m))];
        auto s = harness::stats::strength_test(c, p);
        if (s.verdict == StrengthVerdict::Continue) continue;
        t.pairs += double(s.pairs);
        return s.verdict == StrengthVerdict::Pass ? Mark::Good : Mark::Bad;
    }
}

Tally simulate(std::size_t commits, double loss, double detect, const arbiter_test::GameModel& m,
    int runs, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    Tally           t;
    const double    total   = 0.05;
    const int       planned = harness::bisect::planned_decisions(commits);
    for (int run = 0; run < runs; ++run) {
        const std::size_t first_bad = 1 + std::size_t(run) % (commits - 1);
        std::vector<Mark> marks(commits, Mark::Untested);
        int               decisions = 0;
        auto       end = harness::bisect::drive(marks, [&](std::size_t i) -> std::optional<Mark> {
            if (i == 0) return Mark::Good; // the reference
            const double elo = i >= first_bad ? -loss : 0;
            return decide(rng, elo, detect,
                      harness::bisect::decision_rate(total, planned, decisions++), m, t);
        });
        const auto o   = harness::bisect::outcome(marks);
        t.wrong += end != harness::bisect::Drive::Done || o.range.first_bad != first_bad;
        t.decisions += decisions;
        ++t.runs;
    }
    return t;
}

void expect_within(const char* name, const Tally& t) {
    const double share = double(t.wrong) / t.runs;
    std::printf("%s: %d of %d bisections wrong (%.2f%%), %.2f decisions and %.0f game pairs "
                "each on average\n",
        name, t.wrong, t.runs, 100 * share, t.decisions / t.runs, t.pairs / t.runs);
    EXPECT_LE(share, 0.05 + 3 * std::sqrt(0.05 * 0.95 / t.runs)) << name;
}

TEST(BisectStrength, EightCommitsAtExactlyDWithoutDrawsAreWrongAtMostFivePercent) {
    expect_within("8 commits, loss 100 = D, no draws", simulate(8, 100, 100, {}, 2800, 1));
}

TEST(BisectStrength, ThirtyTwoCommitsWithDrawsAreWrongAtMostFivePercent) {
    expect_within(
        "32 commits, loss 100 = D, 30% draws", simulate(32, 100, 100, { 0.3, 0 }, 620, 2));
}

TEST(BisectStrength, ALargerLossThanDIsFoundMoreSurely) {
    auto t = simulate(8, 200, 100, { 0.3, 0 }, 700, 3);
    expect_within("8 commits, loss 200, D 100, 30% draws", t);
    EXPECT_LE(t.wrong, 7); // 1%: a loss of 2D is rarely missed
}

} // namespace
