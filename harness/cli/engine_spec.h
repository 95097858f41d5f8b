#pragma once
// Engine specs as cutechess/fastchess users write them:
//   cmd=PATH [name=N] [arg=A]... [dir=D] [proto=uci|ucci|xboard]
//   [variant=chess|chess960|xiangqi] [ranks=0-9|1-10] [option.NAME=VALUE]...
// and named engines from a JSON engines file (conf=NAME).

#include "harness/cli/args.h"
#include "harness/session/engine_session.h"

#include "engine/core/result.h"

#include <map>
#include <string>
#include <vector>

namespace harness::cli {

// Engines file: a JSON array of objects {"name", "cmd"|"command", "args", "dir"|
// "workingDirectory", "proto"|"protocol", "variant", "ranks", "options": {NAME: VALUE} or
// [{"name","value"}]}. Errors name the file and the entry; two entries with one name are an
// error (the second is named).
[[nodiscard]] engine::core::Result<std::map<std::string, session::EngineSpec>> load_engines_file(
    const std::string& path);
// The same from the file's text; `source` names it in errors. A JSON syntax error is placed at
// its line and column.
[[nodiscard]] engine::core::Result<std::map<std::string, session::EngineSpec>> parse_engines_text(
    const std::string& text, const std::string& source);

// Parse spec tokens. `engines` resolves conf=NAME (later tokens override the file's values).
// `default_variant` applies when no variant= is given. Errors quote the bad token; the
// column is the 1-based index of the token.
[[nodiscard]] engine::core::Result<session::EngineSpec> parse_engine_spec(
    const std::vector<std::string>&                   tokens,
    const std::map<std::string, session::EngineSpec>& engines, game::Game default_variant);

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
