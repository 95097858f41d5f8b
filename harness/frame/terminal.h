#pragma once
// Everything arbiter writes to its standard output and error, by printf or by iostream, passes
// through input::printable_text on its way out: an engine's name, output or id, an option name,
// a commit subject, a PGN tag cannot move the cursor, set the window title, ring the bell or
// reorder the text beside it (ESC, BEL, C1 controls and bidi controls are gone, invalid UTF-8 is
// U+FFFD). Arbiter's own line control (the progress line's carriage return and erase) is the one
// thing written past the filter, by terminal_control.

namespace harness::frame {

// Once, first thing in main: stdout and stderr, and std::cout and std::cerr with them, become
// filtered streams on file descriptors 1 and 2 (stdout line-buffered on a terminal, fully
// buffered otherwise; stderr unbuffered), flushed at exit as the standard ones are.
void filter_terminal_output();

// Arbiter's own control sequence ("\r", "\033[K") on stderr, after what stderr holds.
void terminal_control(const char* sequence);

} // namespace harness::frame
