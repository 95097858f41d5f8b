#pragma once
// The gate's TOML configuration file (read with Debian's header-only toml11). A file starts from
// a profile (its `profile = "quick"` key, else the profile given by the caller) and sets keys:
//
//   profile = "quick"            suites_dir = "/path/to/suites"
//   [check]    enabled gating timeout
//   [perft]    enabled gating max_nodes concurrency suites.<game> = [files]
//   [bench]    enabled gating mode = "command-line"|"uci" words runs timeout fail_on_change
//              min_nps_ratio
//   [treesize] enabled gating depth first max_node_ratio positions.<game> = [files]
//   [suites]   enabled gating movetime first criterion = "mcnemar"|"tolerance" alpha tolerance
//              concurrency files.<game> = [files]
//   [sprt]     enabled gating elo0 elo1 alpha beta model = "normalized"|"logistic" max_games
//              tc = "10+0.1" (or "st=0.1", "nodes=N", "depth=D") concurrency games = [names]
//              inconclusive = "pass"|"fail" openings.<game> = [files]
//   [coverage] enabled gating targets = [names] labels = "unit|property" commands = [shell]
//              min_percent
//   [instrumented] enabled gating games
//
// Every error is `file:line:col: error: message` with the offending key or value quoted; all
// errors of a file are collected (an unknown key, a wrong type, a value out of range). A file
// nested deeper than input::NestingLimit (tables, dotted keys, inline arrays and tables) is
// refused before toml11 reads it.

#include "gate_config.h"

#include "engine/core/parse_error.h"

#include <string>
#include <vector>

namespace harness::gate {

struct ConfigLoad {
    GateConfig                            config;
    std::vector<engine::core::ParseError> errors; // empty: config is the file's
};

// Read `path` over the profile `default_profile` (unless the file names its own).
[[nodiscard]] ConfigLoad load_config(const std::string& path, const std::string& default_profile);
// The same from text (`source` names it in errors).
[[nodiscard]] ConfigLoad parse_config(
    const std::string& text, const std::string& source, const std::string& default_profile);

} // namespace harness::gate
