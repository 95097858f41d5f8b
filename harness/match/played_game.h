#pragma once
// What one game of a match produced: the moves with the engines' score, depth and time, the
// result and why it ended -- by the rules, by adjudication, or by an engine's fault (the
// faulty colour and the last lines of its conversation are kept).

#include "harness/output_checks/output_check.h"

#include "engine/core/types.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace harness::match {

enum class EndReason {
    Checkmate,
    Stalemate,
    Repetition,
    PerpetualCheck,
    PerpetualChase,
    FiftyMoves, // chess 50-move rule
    NoCaptureLimit, // xiangqi: the move limit on plies without a capture
    InsufficientMaterial,
    FiveInRow, // gomoku: a winning line
    BoardFull, // gomoku: no empty point left
    ForbiddenMove, // renju: a foul of black's (double-three, double-four, overline) loses
    MoveLimit, // -maxmoves
    Resign, // adjudicated by score (-resign), or the engine resigned (xboard "resign", UCCI
    // "bestmove M resign" or "nobestmove")
    DrawAdjudication, // -draw
    Agreement, // a draw both engines agreed (UCCI's "bestmove M draw", offered and answered)
    VerifiedMate, // a mate claim proved by Arbiter's mate prover (-mate-adjudication)
    TimeForfeit,
    IllegalMove, // an illegal or missing move
    Crash, // the engine died or could not be restarted
    Stall, // no answer to a depth/nodes search (no clock to lose on)
    ProtocolError, // an answer that is not a move where one was expected
    MemoryLimit, // more resident memory during its turn than memory= (or max_memory) allows
};

[[nodiscard]] const char*              to_string(EndReason r); // "checkmate", "time forfeit"
[[nodiscard]] std::optional<EndReason> parse_end_reason(std::string_view text);
// Ended by an engine's misbehaviour (the faulty colour is the loser).
[[nodiscard]] bool is_fault(EndReason r);
// The reason a rules status gives (status.kind != Ongoing).
[[nodiscard]] EndReason end_reason(engine::core::Outcome kind);

// One move as played, with what its engine said (scores from the mover's side).
struct MovePlayed {
    std::string                  move; // canonical
    std::optional<int>           score_cp, score_mate;
    int                          depth = 0;
    std::optional<int>           seldepth;
    std::int64_t                 time_ms = 0; // measured by Arbiter
    std::optional<std::uint64_t> nodes;
    // The clock audit: the time the engine had (st=, or its clock before the move; nullopt for
    // depth/nodes searches), its last info line to its answer, and Arbiter's own time for the
    // move outside the engine's search (validation, checks, adjudication).
    std::optional<std::int64_t> budget_ms, latency_us;
    std::int64_t                overhead_us = 0;
    // During a timed search, the CPU time the engine (and its child processes) had, and the time
    // the machine's CPUs were contended (process/cpu_time.h; nullopt: untimed, not measurable).
    std::optional<std::int64_t> cpu_ms, contended_ms;
};

// An in-play output check's finding (harness/output_checks), with where it was made.
struct CheckFinding {
    engine::core::Color  side  = engine::core::Color::First;
    int                  ply   = 0; // 0-based ply of the move searched
    output_checks::Check check = output_checks::Check::PvIllegal;
    std::string          detail;
};

// Findings of one game per side and check, and the first of each (at most 8 kept).
struct CheckCounts {
    std::array<std::array<int, output_checks::AllChecks.size()>, 2> counts {}; // [colour][check]
    std::vector<CheckFinding>                                       examples;
};

// The file that replays a game's fault (fault_replay.h), or why there is none; in a game on the
// clock, the node-count replay too (node_replay.h), kept when it reproduced the fault.
struct FaultReplay {
    std::string path; // empty: none was written
    std::string note; // how it was made ("shrunk from 131 to 2 lines: crash (SIGSEGV)"), or why not
    std::string nodes_path; // empty: none kept
    std::string nodes_note; // "reproduces at fixed nodes: yes (...)" / "...: no (...)"; empty:
                            // the game was not on the clock
};

struct PlayedGame {
    std::string              start_fen;
    engine::core::Color      first_mover = engine::core::Color::First; // who played moves[0]
    std::vector<MovePlayed>  moves;
    engine::core::GameResult result = engine::core::GameResult::Draw;
    EndReason                reason = EndReason::Repetition;
    std::string              detail; // e.g. the illegal move and its position
    std::optional<engine::core::Color> faulty; // the colour whose engine faulted
    std::string                        transcript_tail; // of the faulty engine, bounded
    std::int64_t late_ms   = 0; // a time forfeit: how far past its clock (or movetime) it answered
    bool         over_turn = false; // a time forfeit of the turn limit (timeturn=), not the clock
    CheckCounts  checks; // in-play output checks (UCI and UCCI engines)
    std::optional<FaultReplay> replay; // a fault other than a time forfeit, when replays are on
    // Renju fouls refused under FoulPolicy::Refuse before the move played: "g9: forbidden to
    // black under renju: double-three (i7 h8 g9 h10 i11)".
    std::vector<std::string> refused;
};

} // namespace harness::match
