#pragma once
// play_game: one game between two engine sessions from a start position, refereed by a
// GameRecord -- every move validated with Arbiter's rules before it is played -- with clocks
// kept by Arbiter and adjudication by score, length and (when configured) verified mate claims.
// UCCI engines get the referee's forbidden repeats as `banmoves` before each go. Each answer
// of a UCI or UCCI engine is checked in play (harness/output_checks): findings are counted, and one
// of a check set to `fault` ends the game as a protocol error. Each move keeps its clock audit (the
// time allotted, the engine's latency, Arbiter's overhead). Engine faults (illegal or missing move,
// crash, stall, time forfeit, garbage) end the game as a loss of the faulty side with a reason -- a
// time forfeit against a side that cannot mate is a draw; the session restarts a faulted engine for
// its next request. Blocking; never throws for engine behaviour; never prints.

#include "adjudication.h"
#include "played_game.h"
#include "time_control.h"

#include "harness/game/game.h"
#include "harness/game/referee_options.h"
#include "harness/session/engine_session.h"

#include <array>
#include <string>

namespace harness::match {

struct Player {
    session::EngineSession* session = nullptr;
    TimeControl             tc;
};

struct GameSetup {
    game::Game           variant;
    std::string          start_fen; // empty: the variant's start position
    AdjudicationConfig   adjudication;
    game::RefereeOptions referee; // xiangqi repetition rules
    // In-play checks of the engines' output (UCI and UCCI: their PVs are canonical moves).
    output_checks::CheckPolicy checks = output_checks::DefaultPolicy;
    // By colour: time taken from each clock before the first move (a Swap2 opening's answers).
    std::array<std::int64_t, 2> spent_ms {};
};

// Play one game; players[index(c)] plays colour c (0: White / Red). A bad start FEN ends the
// game at once as a protocol error (openings are checked when loaded).
[[nodiscard]] PlayedGame play_game(const GameSetup& setup, const std::array<Player, 2>& players);

// The last 3000 characters of an engine's transcript, as a game keeps it.
[[nodiscard]] std::string bounded_tail(std::string tail);
// The result of a game colour `c` lost.
[[nodiscard]] engine::core::GameResult loss_of(engine::core::Color c);

// The reason a fault of an engine ends its game with (a timeout on the clock is a time forfeit,
// without one a stall; a crash; an illegal move; else a protocol error).
[[nodiscard]] EndReason fault_reason(const protocol::Fault& f, const TimeControl& tc);

// The search limits for the side to move: its own st/nodes/depth and, when it has a clock,
// both clocks as the protocols send them (wtime/btime, increments, moves to go).
[[nodiscard]] protocol::Limits move_limits(engine::core::Color mover,
    const std::array<Player, 2>& players, const std::array<std::int64_t, 2>& left_ms,
    std::optional<int> moves_to_go);

} // namespace harness::match
