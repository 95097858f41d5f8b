#pragma once
// The UCI loop: reads lines, parses them into typed Commands (state-dependent: idle or
// searching), drives the Engine facade (UCI_Variant chess | xiangqi, UCI_Chess960), writes
// responses. Bad input gets "info string error ..." and the loop keeps its previous state. A
// first line "ucci" hands over to the UCCI loop (ucci_loop.h).

#include <iosfwd>

namespace engine::protocol {

// Runs until "quit" or end of input (a running search is stopped and answered first).
// Returns the process exit code (0).
int run_uci_loop(std::istream& in, std::ostream& out);

} // namespace engine::protocol
