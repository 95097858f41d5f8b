#pragma once
// Engine specs as cutechess/fastchess users write them:
//   cmd=PATH [name=N] [arg=A]... [dir=D] [proto=uci|ucci|xboard|gomocup]
//   [variant=chess|chess960|xiangqi|gomoku] [ranks=0-9|1-10] [option.NAME=VALUE]...
// and named engines from a JSON engines file (conf=NAME). Every command and runner that takes
// an engine on its command line or in its configuration reads it here.

#include "harness/session/engine_session.h"

#include "engine/core/result.h"

#include <map>
#include <string>
#include <vector>

namespace harness::session {

// Engines file: a JSON array of objects {"name", "cmd"|"command", "args", "dir"|
// "workingDirectory", "proto"|"protocol", "variant", "ranks", "options": {NAME: VALUE} or
// [{"name","value"}]}. Errors name the file and the entry; two entries with one name are an
// error (the second is named).
[[nodiscard]] engine::core::Result<std::map<std::string, EngineSpec>> load_engines_file(
    const std::string& path);
// The same from the file's text; `source` names it in errors. A JSON syntax error is placed at
// its line and column.
[[nodiscard]] engine::core::Result<std::map<std::string, EngineSpec>> parse_engines_text(
    const std::string& text, const std::string& source);

// Parse spec tokens. `engines` resolves conf=NAME (later tokens override the file's values).
// `default_variant` applies when no variant= is given. Errors quote the bad token; the
// column is the 1-based index of the token.
[[nodiscard]] engine::core::Result<EngineSpec> parse_engine_spec(
    const std::vector<std::string>& tokens, const std::map<std::string, EngineSpec>& engines,
    game::Game default_variant);

} // namespace harness::session
