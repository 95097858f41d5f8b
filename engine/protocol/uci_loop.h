#pragma once
// The UCI loop: reads lines, parses them into Commands, drives the Session of the selected game
// (UCI_Variant chess | xiangqi, UCI_Chess960), writes responses. Bad input gets
// "info string error ..." and the loop goes on with its previous state.

#include <iosfwd>

namespace engine::protocol {

// Runs until "quit" or end of input. Returns the process exit code (0).
int run_uci_loop(std::istream& in, std::ostream& out);

} // namespace engine::protocol
