#pragma once
// What makes two runs the same run: the one definition, for `--resume` (a journal's first line),
// for shards (their plan's digest, arbiter merge) and for every command that has either (perft,
// suite, match, tournament, tune, bisect). A run is described as its report describes it before
// its results: the command, the game, each engine (role, command, arguments, protocol, options)
// and the configuration the command made from its typed config. Its identity is all of that but
// what may change between two parts of one run: the worker count, the hang deadlines and the
// time margin (changing -j, --timeout or --margin on a resume is fine), and where the outputs
// go (`out`). Changing the engine, game, limits, inputs or seed is another run.

#include <nlohmann/json.hpp>

namespace harness::run {

// The identity of the run `run` describes: an object with "command", "game", "engines" and
// "config" (a report's JSON, with or without its results); the config's keys at its top level.
[[nodiscard]] nlohmann::json run_identity(const nlohmann::json& run);

} // namespace harness::run
