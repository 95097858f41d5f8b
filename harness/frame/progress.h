#pragma once
// A one-line progress bar on stderr for long runs ("[#####.....] 12/40  failures: 1"), redrawn
// in place; callers draw it only when stderr is a terminal.

#include <cstddef>

namespace harness::frame {

void draw_progress(std::size_t done, std::size_t total, const char* label, int count);

} // namespace harness::frame
