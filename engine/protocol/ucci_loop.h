#pragma once
// The UCCI loop for xiangqi (the UCCI protocol of ElephantEye, xqbase.com), entered after the
// "ucci" handshake line. Bad input gets "info string error ..." and the loop keeps its previous
// state.

#include <iosfwd>

namespace engine::protocol {

// Answers the handshake already read ("ucci"), then runs until "quit" (answered "bye") or end
// of input. Returns the process exit code (0).
int run_ucci_loop(std::istream& in, std::ostream& out);

} // namespace engine::protocol
