#pragma once
// PGN import: the games of a PGN file or string, each replayed move by move on a GameRecord.
// Reads tag pairs (with `\"` and `\\` escapes), FEN/SetUp and Variant tags (Chess960,
// xiangqi; also `[Game "Chinese Chess"]` as xqbase.com writes; a chess FEN with Chess960
// castling is read as Chess960), movetext with move numbers ("12." "12..." "12.e4"), SAN or
// UCI moves for chess, ICCS ("h2e2", "H2-E2") or WXF moves for xiangqi, annotation suffixes ("!?"),
// NAGs ("$1"), brace and rest-of-line comments, `%` escape lines, variations (skipped, nested), and
// the result ("1-0", "0-1", "1/2-1/2", "*"; a game without one ends at the next tag section or the
// end of the text). A bad game -- a bad tag, FEN or Variant, an illegal or malformed move -- is an
// error `source:line:col: error: message` quoting the offending token, and is left out; reading
// goes on with the next game. Moves after the referee ended the game (say a threefold repetition no
// one claimed) are counted, not played.

#include "harness/game/game.h"
#include "harness/game/record.h"
#include "harness/game/referee_options.h"

#include "engine/core/parse_error.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace harness::game {

struct PgnReadOptions {
    // The game of a PGN game without a Variant tag (chess when unset).
    std::optional<Game> game {};
    // The rules the records referee by (xiangqi repetition rules, move limit).
    RefereeOptions referee {};
    // Replay at most this many plies of each game (opening books: "the first N plies"); the
    // rest is read for syntax only. Negative: all.
    int max_plies = -1;
};

struct PgnGameRead {
    std::vector<std::pair<std::string, std::string>> tags; // in file order
    GameRecord                                       record; // the moves replayed
    // Comments after each ply (several joined by a blank, so a termination comment joins the
    // last move's); "" where there are none. Comments before the first move are dropped.
    std::vector<std::string> comments;
    std::string              result; // the movetext's result, else the Result tag, else "*"
    int                      line            = 0; // where the game starts in the source
    int                      plies_after_end = 0; // moves after the record's end (not played)
    int                      plies_skipped   = 0; // moves beyond max_plies (not played)
    // A renju foul of black's that ended the game, "g9 is forbidden to black under renju: ..."
    // (not played; .psq records end with it, psq.h); PGN games have none.
    std::optional<std::string> foul;

    // The value of a tag, or nullptr.
    [[nodiscard]] const std::string* tag(std::string_view name) const;
};

struct PgnReadResult {
    std::vector<PgnGameRead>              games; // the good games, in order
    std::vector<engine::core::ParseError> errors; // one per bad game, with line and source
};

// The games of PGN text; `source` names it in errors (a file name).
[[nodiscard]] PgnReadResult read_pgn(
    std::string_view text, const std::string& source = "", const PgnReadOptions& options = {});

// The games of a PGN file; a file that cannot be read is one error.
[[nodiscard]] PgnReadResult read_pgn_file(
    const std::string& path, const PgnReadOptions& options = {});

// Each good game handed to `sink` as it is read, in order, none kept: a file of any number of
// games in the memory of its text and one game (rate's 200 MB PGN). The errors, as above.
using PgnGameSink = std::function<void(PgnGameRead&&)>;
[[nodiscard]] std::vector<engine::core::ParseError> for_each_pgn_game(std::string_view text,
    const std::string& source, const PgnReadOptions& options, const PgnGameSink& sink);
[[nodiscard]] std::vector<engine::core::ParseError> for_each_pgn_game_in_file(
    const std::string& path, const PgnReadOptions& options, const PgnGameSink& sink);

} // namespace harness::game
