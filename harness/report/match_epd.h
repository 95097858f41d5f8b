#pragma once
// A match game's final position as one EPD line (match -epdout, as fastchess writes it): the
// game replayed from its opening, its FEN's four position fields with the two move counters as
// the EPD operations hmvc and fmvn (a board whose FEN has no counters, gomoku's, as it is).

#include "harness/game/referee_options.h"
#include "harness/match/match_runner.h"

#include <string>

namespace harness::report {

// "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - hmvc 0; fmvn 2;\n"; empty for an
// opening Arbiter could not set up (nothing was played).
[[nodiscard]] std::string match_game_epd(
    const match::GameEntry& g, const game::Game& variant, const game::RefereeOptions& referee);

} // namespace harness::report
