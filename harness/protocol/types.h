#pragma once
// Values exchanged between the harness and a protocol adapter: limits, search output, perft
// output, and engine faults. Faults are results (Answer<T>), never exceptions.

#include "harness/game/game.h"

#include "engine/core/expected.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace harness::protocol {

// Search limits; every field optional, an empty Limits means "infinite".
struct Limits {
    std::optional<int>           depth; // plies
    std::optional<std::uint64_t> nodes; // nodes searched
    std::optional<int>           movetime_ms; // fixed time for this move
    std::optional<int>           mate; // "go mate N": search for a mate in N moves
    std::optional<int>           wtime_ms, btime_ms, winc_ms, binc_ms, movestogo;
    // The Gomocup's clocks (match timeturn=, timematch=): the turn limit and the match time in
    // all (0: none), sent as INFO timeout_turn / timeout_match (wtime/btime: the time left).
    std::optional<int> turn_ms, match_ms;
    bool               infinite = false;
    // Moves the engine must not play in this position (canonical): UCCI's "banmoves", sent
    // between the position and go. Only adapters with Capabilities::banmoves send them.
    std::vector<std::string> banmoves;
    // The opponent offered a draw with its last move: UCCI's "go draw" (other protocols ignore
    // it). An engine accepts by offering in turn.
    bool draw_offered = false;
    // A clocked search (UCI, UCCI) that Arbiter stops this many ms after its go: the flag
    // (match flagstop=); the engine's answer to the "stop" is then read as any other.
    std::optional<int> stop_at_ms;
};

// An engine misbehaving: what happened, with the last lines of the conversation.
struct Fault {
    enum class Kind {
        Crash, // the process ended (EOF, exit, signal)
        Timeout, // no answer before the deadline (hang)
        Malformed, // output that does not parse where an answer was expected
        IllegalMove, // a move that is not legal in the position
        StartFailed, // the process could not be started
    };
    Kind        kind;
    std::string detail;
    std::string transcript_tail;
};

[[nodiscard]] const char* to_string(Fault::Kind k);

// A runner's status for a fault, for the runners whose statuses name Crash, Timeout and Error
// (perft, suite): the process ended, it hung, or anything else.
template <class Status> [[nodiscard]] Status status_of(const Fault& f) {
    switch (f.kind) {
    case Fault::Kind::Crash:
        return Status::Crash;
    case Fault::Kind::Timeout:
        return Status::Timeout;
    default:
        return Status::Error;
    }
}

// A runner's record of a fault (perft's and suite's records): its status, "kind: detail" and
// the conversation's last lines.
template <class Record> void record_fault(Record& out, const Fault& f) {
    out.status     = status_of<decltype(out.status)>(f);
    out.detail     = std::string(to_string(f.kind)) + ": " + f.detail;
    out.transcript = f.transcript_tail;
}

// The start of a Timeout fault's detail when an adapter stopped a search far past its node
// limit (the engine ignores `go nodes`); the engine was sent "stop" already.
inline constexpr const char* NodeLimitIgnored = "the engine ignores 'go nodes'";

// An engine's answer to a request, or the fault that took its place.
template <class T> using Answer = engine::core::Expected<T, Fault>;

struct Unit { };

// UCCI's usual mate value (ElephantEye's MATE_VALUE): a mate in 2 moves is scored 10000 - 3.
// Scores within this many plies of it are mates (ElephantEye: above 9800, a win).
inline constexpr int UcciMateScore  = 10000;
inline constexpr int UcciMateWindow = 200;

// One "info" line (UCI/UCCI) or thinking line (xboard post), fields present when sent.
struct SearchInfo {
    std::optional<int>           depth, seldepth, multipv;
    std::optional<int>           score_cp, score_mate; // exactly one when a score was sent
    bool                         lowerbound = false, upperbound = false;
    std::optional<std::uint64_t> nodes, nps, time_ms, hashfull;
    std::vector<std::string>     pv; // canonical move text
    std::optional<std::string>   string; // "info string ..." text
    // The centipawn score a mate was read from by the engine's mate convention (UCCI "score
    // 9997": a mate in 3 plies under 10000 minus plies); nullopt when the engine said "mate".
    std::optional<int> mate_read_from_cp;
};

// What an engine said beside its move: UCCI's "bestmove M draw" (an offer, or the acceptance
// of one), "bestmove M resign", "nobestmove" (no move to play).
enum class Claim { None, DrawOffer, Resign, NoMove };

struct SearchResult {
    std::string                bestmove; // canonical; empty when the engine has no move
    Claim                      claim = Claim::None;
    std::optional<std::string> ponder;
    std::vector<SearchInfo>    infos;
    std::int64_t               elapsed_ms = 0;
    // From the engine's last info line to its answer; nullopt when it sent none.
    std::optional<std::int64_t> info_to_bestmove_us;
};

// An engine's answer in a Swap2 opening (EngineAdapter::swap2): "SWAP" (it takes black), or the
// stones it puts, canonical, in order.
struct Swap2Reply {
    bool                     swap = false;
    std::vector<std::string> stones;
    std::int64_t             elapsed_ms = 0;
};

// An engine's answers during a search (EngineAdapter::probe_reaction).
struct Reaction {
    std::optional<std::int64_t> isready_us; // isready -> readyok; nullopt: not before the stop
    std::int64_t                stop_us = 0; // stop -> bestmove
    bool                        early   = false; // it answered before the stop (stop_us is then 0)
};

struct PerftResult {
    std::vector<std::pair<std::string, std::uint64_t>> divide; // canonical move text
    std::optional<std::uint64_t>                       total; // "Nodes searched: N"
    std::vector<std::string> unparsed; // lines that were neither divide nor total
    std::int64_t             elapsed_ms = 0;
};

// What the engine said about itself during the handshake.
struct EngineId {
    std::string              name, author;
    std::vector<std::string> options; // raw "option ..." lines
};

} // namespace harness::protocol
