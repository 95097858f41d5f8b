#pragma once
// Which game a suite file holds, read from its first position: a xiangqi suite run without
// --variant runs as xiangqi (said on stderr), and a suite of another game than the one asked
// for is one clear error ("this looks like a xiangqi FEN: use --variant xiangqi") instead of a
// parse error per line.

#include "harness/game/registry.h"

#include <optional>
#include <string>
#include <vector>

namespace harness::cli {

struct SuiteGame {
    game::Game game;
    int        line = 0; // of the position it was read from
};

// The first game of the registry whose rules accept the file's first position (EPD, ";D1"
// perft lines, python-chess "epd"/"fen" lines); nullopt when no game does or no position is
// found.
[[nodiscard]] std::optional<SuiteGame> suite_game(const std::string& path);

// The game a run of `paths` uses: `asked` when it was given (--variant or variant=) or when
// the first suite is of that game; otherwise the first suite's game (noted on stderr for
// `command`). Throws UsageError when the game was given but the first suite is of another.
[[nodiscard]] game::Game game_for_suites(const std::string& command,
    const std::vector<std::string>& paths, game::Game asked, bool given);

// Whether engine spec tokens set the game (variant=...).
[[nodiscard]] bool spec_sets_variant(const std::vector<std::string>& tokens);

} // namespace harness::cli
