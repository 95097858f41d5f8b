#pragma once
// How much of a strength test the clock decided rather than the engines: the games each engine
// lost on time and the share of a CPU each got while searching. On a loaded machine both
// engines are starved and forfeit; a test whose games were mostly time forfeits measured the
// machine, so the gate calls its pass INCOMPLETE (a fail stands: the candidate lost that much,
// forfeits included), and says so in the step's reason either way.

#include "harness/match/match_runner.h"

#include <array>
#include <optional>
#include <string>

namespace harness::gate {

struct ClockDecided {
    std::size_t                          games = 0;
    std::array<int, 2>                   forfeits {}; // [candidate, base]
    std::array<std::optional<double>, 2> starved_share; // [candidate, base]: its CPU share when
                                                        // process::starved, else nullopt
    // Over half of the games were lost on time, by either engine.
    [[nodiscard]] bool mostly_forfeits() const;
    // "; 30 of 40 games lost on time (candidate 16, base 14): mostly forfeits, the games
    // measured the machine; the candidate had 31% of a CPU while the machine was contended", or ""
    // when no game was lost on time and neither engine was starved.
    [[nodiscard]] std::string note() const;
};

[[nodiscard]] ClockDecided clock_decided(const match::MatchSummary& s, std::size_t games);

} // namespace harness::gate
