#pragma once
// `arbiter adjudicate`: replay games (a PGN file, or a FEN and moves) with Arbiter's referee and
// print, per game, the verdict, its reason and the ply where the game ended, or "ongoing"; with
// --json, one JSON document instead (described in the usage text). Returns the exit code: 0,
// 1 when a game's recorded result contradicts the referee's verdict, 2 on a usage or input
// error (a bad game in the PGN: file:line:col).

#include "usage.h"

#include <string>
#include <vector>

namespace harness::cli {

// What `arbiter adjudicate --help` prints, its option list made from the option table.
[[nodiscard]] CommandHelp adjudicate_help();

int adjudicate_command(const std::vector<std::string>& args);

} // namespace harness::cli
