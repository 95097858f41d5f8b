#pragma once
// A match game's final position as one EPD line (match -epdout, as fastchess writes it): the
// game replayed from its opening, its FEN without the two move counters (a board whose FEN has
// none, gomoku's, as it is).

#include "harness/game/referee_options.h"
#include "harness/match/match_runner.h"

#include <string>

namespace harness::report {

// "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq -\n"; empty for an opening Arbiter
// could not set up (nothing was played).
[[nodiscard]] std::string match_game_epd(
    const match::GameEntry& g, const game::Game& variant, const game::RefereeOptions& referee);

} // namespace harness::report
