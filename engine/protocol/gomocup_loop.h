#pragma once
// The Gomocup (piskvork pbrain) loop: Sable plays gomoku. Blocking: a move is searched to the
// end before the next line is read, as the protocol wants of a single-threaded brain. Answers
// "OK", "x,y", the ABOUT line, "UNKNOWN ..." or "ERROR ...". `first` is a line already read
// (the one that chose this protocol), handled before reading `in`.

#include <iosfwd>
#include <string>

namespace engine::protocol {

int run_gomocup_loop(std::istream& in, std::ostream& out, const std::string& first = {});

// The line's first word is a Gomocup command (START, RECTSTART, INFO, ABOUT, BEGIN, BOARD,
// TURN, RESTART, END), in any case: how the UCI loop hands over.
[[nodiscard]] bool is_gomocup_line(const std::string& line);

} // namespace engine::protocol
