#pragma once
// `arbiter sprt`: a sequential test planned before it runs, and counts read against it. The
// test is the gate's strength test of a profile or a classic GSPRT; the game pairs come from a
// draw ratio (independent games), from pentanomial probabilities or counts, or from a match's
// report. Out: the operating characteristic and the expected pairs to a decision over a range of
// true Elo (stats/operating.h: simulation through the test's own code), and for counts their
// Elo, nElo, LOS and the test's LLR and verdict.

#include "harness/stats/elo.h"
#include "harness/stats/operating.h"
#include "harness/stats/sprt.h"
#include "harness/stats/strength_test.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace harness::plan {

struct PlanTest {
    std::string                              name; // "quick profile's strength test, ..."
    std::optional<stats::StrengthTestConfig> strength; // or
    stats::SprtConfig                        sprt; // a classic GSPRT to its bounds
    std::uint64_t                            max_pairs = 0; // the classic one's cap (0: none)
};

struct PlanConfig {
    PlanTest                          test;
    stats::PairProbabilities          pairs {}; // the distribution at its own Elo
    std::string                       pairs_source; // "draw ratio 0", "m.json: 100 pairs"
    std::optional<stats::Pentanomial> counts; // read against the test, when given as counts
    std::optional<stats::Trinomial>   games; // or W/D/L counts
    std::vector<double>               elos; // logistic; empty: the test's default range
    int                               points = 9; // of the default range
    int                               runs   = 2000;
    std::uint64_t                     seed   = 1;
};

struct CountsReading {
    stats::EloEstimate estimate;
    stats::SprtState   state; // the test's LLR and bounds on the counts
    std::string        verdict; // "pass", "fail", "continue"; classic: "H1", "H0", "continue"
};

struct Plan {
    PlanTest                           test;
    std::string                        pairs_source;
    stats::PairProbabilities           pairs {};
    double                             own_elo = 0; // the distribution's own
    std::uint64_t                      cap     = 0; // the pairs at which a run stops
    std::vector<stats::OperatingPoint> points; // ascending Elo, H0 and H1 among them
    double                             h0_elo = 0, h1_elo = 0; // logistic
    std::optional<CountsReading>       reading;
    int                                runs = 0;
    std::uint64_t                      seed = 0;
};

[[nodiscard]] Plan plan_test(const PlanConfig& config);

} // namespace harness::plan
