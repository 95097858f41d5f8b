#pragma once
// Oversubscription: more engine processes than CPUs this process may run on makes engines
// compete for time (time-limited suite results suffer, hangs look likelier). Warned on stderr,
// as fastchess does; the run goes on.

#include <string>

namespace harness::cli {

// The CPUs this process may run on (its affinity mask; at least 1).
[[nodiscard]] int available_cores();

// Warn on stderr when `engines` processes searching at once exceed available_cores();
// `option` is how the user asked for them ("-j", "-concurrency").
void warn_if_oversubscribed(
    const std::string& command, int jobs, int engines, const std::string& option = "-j");

} // namespace harness::cli
