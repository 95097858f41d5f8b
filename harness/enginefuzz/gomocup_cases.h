#pragma once
// The Gomocup case generators (make_case sends a Gomocup dialect here), one table of labelled
// classes per category:
//   valid     START and the INFO keys a manager sends, then BOARD ... DONE with a random legal
//             stone set, BEGIN, TURN x,y, RESTART, TAKEBACK, ABOUT, END;
//   edge      boards of 5 and 20, nearly full boards, time_left negative or 2147483647, stones on
//             the edges and corners, CRLF line ends, lower-case commands;
//   invalid   garbage coordinates, occupied and off-board points, BOARD fields other than 1 and
//             2, a DONE that comes late, overlong lines, INFO with junk values, START 0 / 1000;
//   protocol  commands out of order: TURN before START, BOARD inside BOARD, BEGIN twice,
//             unknown commands, END mid-game.
// Every invalid and protocol case ends with the recovery probe (gomocup_script.h): the engine
// must still answer a valid turn. Deterministic in the generator.

#include "fuzz_case.h"
#include "generators.h"

#include "harness/game/game.h"

#include <string>
#include <vector>

namespace harness::enginefuzz {

// The classes of a category ("valid/board", "invalid/off-board-point", ...).
[[nodiscard]] std::vector<std::string> gomocup_classes(Category c);
// A case of class `label` (one of gomocup_classes), for game g (gomoku).
[[nodiscard]] Case gomocup_class_case(game::Game g, const std::string& label, Rng& rng);
// A case of a random class of category c.
[[nodiscard]] Case gomocup_case(game::Game g, Category c, Rng& rng);

} // namespace harness::enginefuzz
