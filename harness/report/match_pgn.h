#pragma once
// A match game as PGN (harness/game/pgn_writer.h): SAN for chess, ICCS for xiangqi, the engines'
// "{+0.35/12 0.101s}" comments as cutechess writes them, [Termination] (normal, adjudication,
// time forfeit, rules infraction, abandoned) and the reason after the last move.

#include "harness/game/referee_options.h"
#include "harness/match/match_runner.h"

#include <array>
#include <string>

namespace harness::report {

// How games are written: cutechess's min (no move comments), fastchess's nodes=true and
// seldepth=true (", n=N" and ", sd=D" in each comment), -event, -site ([Site] if given), and
// -crc32 pgn=true (the file's CRC-32 said after each game, by the file's writer).
struct PgnStyle {
    bool        minimal = false, nodes = false, seldepth = false, crc = false;
    std::string event = "arbiter match", site;
};

struct PgnContext {
    game::Game                 variant;
    game::RefereeOptions       referee;
    std::array<std::string, 2> names; // the match's engines
    std::array<std::string, 2> time_controls; // per engine, as to_string(TimeControl)
    std::string                date; // "2026.12.01"
    PgnStyle                   style;
};

// The game's PGN text (ending with a blank line), replayed on a GameRecord from its opening.
[[nodiscard]] engine::core::Result<std::string> match_game_pgn(
    const match::GameEntry& g, const PgnContext& c);

} // namespace harness::report
