#include "clock_decided.h"

#include <cmath>

namespace harness::gate {

bool ClockDecided::mostly_forfeits() const {
    return std::size_t(forfeits[0] + forfeits[1]) * 2 > games;
}

std::string ClockDecided::note() const {
    std::string out;
    if (const int n = forfeits[0] + forfeits[1]; n > 0) {
        out += "; " + std::to_string(n) + " of " + std::to_string(games)
            + " games lost on time (candidate " + std::to_string(forfeits[0]) + ", base "
            + std::to_string(forfeits[1]) + ")";
        if (mostly_forfeits()) out += ": mostly forfeits, the games measured the machine";
    }
    const char* names[] = { "candidate", "base" };
    for (std::size_t e = 0; e < 2; ++e)
        if (starved_share[e])
            out += std::string("; the ") + names[e] + " had "
                + std::to_string(int(std::lround(100 * *starved_share[e])))
                + "% of a CPU while the machine was contended";
    return out;
}

ClockDecided clock_decided(const match::MatchSummary& s, std::size_t games) {
    ClockDecided c;
    c.games = games;
    for (std::size_t e = 0; e < 2; ++e) {
        c.forfeits[e] = s.faults[e].time_forfeits;
        if (process::starved(match::cpu_use(s.audits[e].clock)))
            c.starved_share[e] = process::cpu_share(match::cpu_use(s.audits[e].clock));
    }
    return c;
}

} // namespace harness::gate
