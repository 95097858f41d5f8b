#pragma once
// PGN export of one game (the PGN standard's export format, 1994, section 8): the Seven Tag
// Roster first (Event, Site, Date, Round, White, Black, Result; "?" or "????.??.??" when not
// given), then Variant ("Chess960", "xiangqi"), SetUp and FEN when the game does not start from
// the start position (always for Chess960), then the other tags in the order given; movetext in
// SAN for chess and Chess960 (O-O), ICCS for xiangqi (or WXF), with move numbers ("N..." after a
// comment or a black start), one optional comment per ply ("{+0.35/12 0.101s}" as cutechess
// writes), an optional termination comment, the result, lines of at most 79 characters.
// Tag values escape `"` and `\`; a `}` in a comment (which PGN cannot escape) becomes `)`.

#include "harness/game/notation.h"
#include "harness/game/record.h"

#include "engine/core/result.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace harness::game {

struct PgnGame {
    // Tags in output order. The Seven Tag Roster is written first whatever the order here;
    // Result is taken from `result`, and Variant, SetUp and FEN are written from the record
    // unless given here.
    std::vector<std::pair<std::string, std::string>> tags {};
    const GameRecord*                                record = nullptr; // required
    // One comment per ply (index i follows move i); empty strings or a shorter vector: none.
    std::vector<std::string> comments {};
    // "1-0", "0-1", "1/2-1/2" or "*" (red is "white" in xiangqi); empty: the record's status.
    std::string result {};
    // A reason written as a comment after the last move ("White loses on time"); empty: the
    // record's reason when the record's game is over ("checkmate"), else none.
    std::string termination {};
};

struct PgnOptions {
    // Movetext notation; nullopt: SAN when the game has it (chess), else the canonical one
    // (ICCS for xiangqi). Must be one of the game's notations.
    std::optional<Notation> notation {};
    // Longest line of movetext (the standard asks for fewer than 80 characters).
    int line_width = 79;
};

// The PGN text of one game, ending with a blank line (so games concatenate into a file); an
// error (never an exception) when the record is missing, a tag name is not letters, digits and
// underscores, or options.notation is not the game's.
[[nodiscard]] engine::core::Result<std::string> write_pgn(
    const PgnGame& game, const PgnOptions& options = {});

} // namespace harness::game
