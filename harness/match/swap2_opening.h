#pragma once
// The Swap2 opening (the Gomocup's; the protocol's SWAP2BOARD, plastovicka.github.io/
// protocl2en.htm), refereed by Arbiter before the game: the opener (the engine scheduled to move
// first) puts three stones (black, white, black); the other engine swaps (takes black), puts the
// fourth stone (stays white), or puts the fourth and fifth and gives the choice back; the opener
// then swaps (takes black) or puts the sixth (stays white). Each step is one SWAP2BOARD request
// with the limits of the engine's turn (its clock as the opening left it); a wrong answer (a wrong
// number of stones, a stone off the board or on another), no answer in time, or a crash is the
// engine's fault. Each answer's time is judged as a move's (the turn limit, the clock) and taken
// from the engine's clock, without an increment: the game starts with what is left
// (GameSetup::spent_ms).

#include "game_runner.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace harness::match {

// What a Swap2 opening did: its stones, each step's choice, who plays black.
struct Swap2Record {
    std::vector<std::string> stones; // canonical, in move order (3 to 6)
    // One line per step, naming the engine: "opener: 3 stones h8 i9 g9 (412 ms)", "second:
    // SWAP, takes black (95 ms)", ...
    std::vector<std::string> choices;
    bool                     swapped = false; // the opener plays white
};

// The opening played, or the fault that ended it.
struct Swap2Play {
    Swap2Record                    record;
    std::string                    fen; // the position after the stones (empty on a fault)
    std::optional<protocol::Fault> fault;
    int                            faulty  = 0; // with a fault: 0 the opener, 1 the other
    std::int64_t                   late_ms = 0; // an answer over its limit: by how much
    std::array<std::int64_t, 2>    spent_ms {}; // the time the opener's answers took, the other's
};

// Plays the opening from `start_fen` (the variant's empty board when empty) between
// players[0] (the opener) and players[1].
[[nodiscard]] Swap2Play play_swap2(const game::Game& variant, const std::string& start_fen,
    const game::RefereeOptions& referee, const std::array<Player, 2>& players);

} // namespace harness::match
