#pragma once
// What search reports (no I/O here: the protocol layer formats it).

#include <cstdint>
#include <vector>

namespace engine::search {

// How the score of a report relates to the true score: exact (a completed iteration), or a
// bound from an aspiration window that failed high (Lower) or low (Upper).
enum class ScoreBound { Exact, Lower, Upper };

// One completed iteration (or, with a bound, an aspiration failure) of iterative deepening.
template <class Move> struct SearchInfo {
    int               depth    = 0;
    int               multipv  = 1; // line number (1 = the best)
    int               seldepth = 0; // deepest ply reached, quiescence included
    int               score_cp = 0; // centipawns, side to move's view (meaningless if mate != 0)
    int               mate     = 0; // moves to mate: > 0 the side to move mates, < 0 is mated
    ScoreBound        bound    = ScoreBound::Exact;
    std::uint64_t     nodes    = 0;
    std::int64_t      time_ms  = 0;
    int               hashfull = 0; // permille
    std::vector<Move> pv;
};

// The outcome of a search: best move (none when the root has no legal move) and the move the
// engine expects in reply (none when unknown), with the last completed iteration's facts.
template <class Move> struct SearchResult {
    Move             best   = Move::none();
    Move             ponder = Move::none();
    SearchInfo<Move> info;
};

} // namespace engine::search
