#pragma once
// `arbiter symmetry`: metamorphic checks of one engine (harness/symmetry/symmetry_run.h): each
// position against its game's transforms (a paired bias test per transform), the same search
// twice, a position reached by a move against its FEN. Returns the exit code: 0 every check
// held; 1 a finding, a detected bias, an engine fault or the time bound (INCOMPLETE); 2 usage or
// input error; 3 the engine could not be started.

#include "usage.h"

#include <string>
#include <vector>

namespace harness::cli {

// What `arbiter symmetry --help` prints, its option list made from the option table.
[[nodiscard]] CommandHelp symmetry_help();

int symmetry_command(const std::vector<std::string>& args);

} // namespace harness::cli
