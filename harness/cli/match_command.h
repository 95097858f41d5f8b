#pragma once
// `arbiter match`: engine-vs-engine games (see match_help).

#include "usage.h"

#include <string>
#include <vector>

namespace harness::cli {

// What `arbiter match --help` prints, its option list made from the option table.
[[nodiscard]] CommandHelp match_help();

// Exit code: 0 the match ran to its end (or an SPRT verdict); 2 usage or input error; 3 an
// engine could not be started; 4 its protocol lacks what was asked; 128 + signal when
// interrupted (the journal keeps the games).
int match_command(const std::vector<std::string>& argv);

} // namespace harness::cli
