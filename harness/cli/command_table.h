#pragma once
// The command table, declared once: arbiter's usage text, `help COMMAND`, the dispatch, the
// suggestion for a mistyped command and the tests of every command's --help are made from it.

#include "usage.h"

#include <span>
#include <string>
#include <vector>

namespace harness::cli {

struct Command {
    const char* name;
    const char* summary;
    CommandHelp (*help)(); // --help
    int (*run)(const std::vector<std::string>& args);
};

[[nodiscard]] std::span<const Command> commands();
// The command named `name`, or null.
[[nodiscard]] const Command* find_command(const std::string& name);

} // namespace harness::cli
