#pragma once
// An opening book made by Arbiter itself: random openings of a few plies from the game's start
// positions (any of Chess960's 960), each searched by an engine to a fixed depth, nodes or time,
// and kept when its score lies within a window around 0 (a balanced opening) or, for an
// unbalanced book, when its size lies in a band away from 0 (one side clearly better, as the
// books fishtest and OpenBench play in colour-reversed pairs), once per position. The same seed,
// engine and limit give the same book on every machine (a search to a fixed depth after a new game
// is deterministic for a single-threaded engine). Engine faults are counted and the engine
// restarted; the tries are bounded, so the run ends.

#include "harness/session/engine_session.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace harness::book {

struct BookConfig {
    session::EngineSpec engine; // the game is engine.variant
    int                 positions = 100; // the book's size
    int                 plies     = 8; // random plies from the start
    std::uint64_t       seed      = 1;
    protocol::Limits    limits; // how long each opening is searched
    int                 window_cp = 50; // kept when |score| <= window_cp (no mate scores)
    int                 min_cp    = 0; // and |score| >= min_cp (an unbalanced book: > 0)
    int                 max_tries = 0; // openings tried at most; 0: 40 per position asked for
    protocol::Timeouts  timeouts {};
    // Polled before each opening: true (SIGINT, SIGTERM) ends the book with what it has.
    std::function<bool()> stop;
};

struct BookEntry {
    std::string              fen; // canonical, after the opening
    int                      start = 0; // the start position's number (Chess960: 0-959)
    std::vector<std::string> moves; // canonical, from the start
    int                      score_cp = 0; // for the side to move
    std::optional<int>       depth;
};

struct BookRun {
    std::vector<BookEntry>   entries;
    protocol::EngineId       engine_id;
    bool                     started   = true; // false: the engine could not be started
    int                      tried     = 0; // random openings drawn
    int                      game_over = 0; // the game ended during the random plies
    int                      repeated  = 0; // a position already in the book
    int                      outside   = 0; // scored outside the band (or a mate score)
    int                      unscored  = 0; // the search ended without a score
    int                      faults    = 0; // the engine crashed, hung or misbehaved
    std::vector<std::string> fault_texts; // the first ten
    bool                     stopped = false; // config.stop ended it early
};

// Called after every opening tried (progress).
using BookProgress = std::function<void(const BookRun&)>;

[[nodiscard]] BookRun make_book(const BookConfig& config, const BookProgress& progress = {});

// The scores kept: "|score| <= 50 cp", "80 cp <= |score| <= 160 cp".
[[nodiscard]] std::string band(const BookConfig& config);

// The book as EPD: the position fields, then `id`, the move counters (`hmvc`, `fmvn`), `ce` (the
// score), `acd` (the depth, when reported) and `c0` (the opening's moves from its start; Chess960
// also names the start number). A header of `#` comment lines says how it was made.
[[nodiscard]] std::string book_epd(
    const BookRun& run, const BookConfig& config, const std::string& command);

} // namespace harness::book
