#pragma once
// --config FILE of arbiter gate and arbiter bisect: the gate's TOML configuration over a profile.

#include "harness/gate/gate_config.h"

#include <string>

namespace harness::cli {

// The configuration; each error of the file on stderr (file:line:col: message), then a
// UsageError counting them.
[[nodiscard]] gate::GateConfig gate_config_file(
    const std::string& path, const std::string& profile);

} // namespace harness::cli
