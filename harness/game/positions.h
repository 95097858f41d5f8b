#pragma once
// Position files, the one reader every runner uses for "positions from a file": an EPD file
// (one position per line, operations ignored), a perft suite (EPD with ";D1 20" counts, or
// python-chess's .perft), a PGN file (each game's position after its first `plies` moves, or
// after all of them) or a Gomocup opening file (comma-separated `dx,dy` offsets from the centre,
// one opening a line, black first). Every position is checked with the game's rules and given
// in its canonical FEN, in file order; a bad line or game is an error `file:line:col: message`
// and is left out.

#include "harness/game/game.h"

#include "engine/core/parse_error.h"
#include "engine/core/perft_suite.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace harness::game {

using engine::core::ParseError;

enum class PositionFormat { Epd, PerftSuite, Pgn, Gomocup };

// "epd", "perft", "pgn", "gomocup"; and back (nullopt for another name).
[[nodiscard]] const char*                   to_string(PositionFormat f);
[[nodiscard]] std::optional<PositionFormat> parse_position_format(std::string_view text);

// The format of a file named without one: PGN for .pgn, Gomocup for a gomoku file that is not
// .epd, else EPD.
[[nodiscard]] PositionFormat position_format(const std::string& path, const Game& game);

struct PositionList {
    std::vector<std::string> fens; // canonical, in file order
    std::vector<ParseError>  errors; // one per bad entry, in line order
};

// The positions of `path` read as `format` for `game`; plies: a PGN game's first N plies (-1:
// all of them). A PGN game of another game, or one that is over after its opening moves, is an
// error.
[[nodiscard]] PositionList load_positions(
    const std::string& path, const Game& game, PositionFormat format, int plies = -1);

// A perft suite's entries, each FEN checked with `rules` and canonical (a rejected one is an
// error "position rejected: ..." on its line); errors in line order.
[[nodiscard]] engine::core::PerftSuite load_perft_suite(
    const std::string& path, const Rules& rules);

// The first position of an EPD or perft-suite file, whatever its game, with its line (for
// telling which game a suite holds); nullopt when the file has none or cannot be read.
struct FirstPosition {
    std::string fen;
    int         line = 0;
};
[[nodiscard]] std::optional<FirstPosition> first_position(const std::string& path);

} // namespace harness::game
