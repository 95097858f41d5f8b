// Fuzz target: the games `arbiter rate` reads from PGN (harness/rate/rate.h): tags and results
// of any bytes, then the joint fit. Oracles: nothing throws; every error names the file; no game
// kept is of a player against himself or has a score other than 1, 0.5 or 0; a fit without an
// error gives every player a finite rating.

#include "fuzz/oracle.h"
#include "harness/rate/rate.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <string>
#include <string_view>

#include <unistd.h>

using namespace harness;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view  input(reinterpret_cast<const char*>(data), size);
    const std::string path = "/tmp/arbiter_fuzz_rate_" + std::to_string(getpid()) + ".pgn";
    {
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out.write(input.data(), std::streamsize(input.size()));
    }
    const auto set = rate::read_pgn_games({ path });
    std::remove(path.c_str());
    for (const auto& e : set.errors) FUZZ_CHECK(e.source == path, e.to_string());
    for (const auto& g : set.games) {
        FUZZ_CHECK(g.first != g.second, g.first);
        FUZZ_CHECK(g.score == 0 || g.score == 0.5 || g.score == 1, std::to_string(g.score));
    }
    if (set.games.size() > 200) return 0; // the fit's cost is the rate benchmark's, not this
    const auto table = rate::rate_games(set.games, rate::RateOptions {});
    if (table.fit.error.empty())
        for (const auto& p : table.fit.players) FUZZ_CHECK(std::isfinite(p.elo), "a rating");
    return 0;
}
