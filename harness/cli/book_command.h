#pragma once
// `arbiter book`: an opening book of random openings an engine scores within a window around 0
// (harness/book), written as EPD. Returns the exit code: 0 the book is full; 1 fewer positions
// than asked (the tries ran out) or the engine faulted on every try; 2 usage or input error (or
// the book could not be written); 3 the engine could not be started.

#include "usage.h"

#include <string>
#include <vector>

namespace harness::cli {

// What `arbiter book --help` prints, its option list made from the option table.
[[nodiscard]] CommandHelp book_help();

int book_command(const std::vector<std::string>& args);

} // namespace harness::cli
