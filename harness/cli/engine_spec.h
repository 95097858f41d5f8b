#pragma once
// Engine specs on the command line (harness/session/engine_spec_text.h), their errors thrown as
// UsageErrors, and the --variant option.

#include "harness/cli/args.h"
#include "harness/session/engine_spec_text.h"

#include <map>
#include <string>
#include <vector>

namespace harness::cli {

// The value of a --variant option as a game, or a UsageError quoting the unknown name.
[[nodiscard]] game::Game variant_value(Args& args, const std::string& option);

// For the commands: the engines file (empty path: none) and one engine spec, or a UsageError
// ("--engine: token 2: unknown engine spec key 'speed' ...") naming `option`.
[[nodiscard]] std::map<std::string, session::EngineSpec> engines_file_or_throw(
    const std::string& path);
[[nodiscard]] session::EngineSpec engine_spec_or_throw(const std::vector<std::string>& tokens,
    const std::map<std::string, session::EngineSpec>& engines, game::Game default_variant,
    const std::string& option, const std::string& command);

} // namespace harness::cli
