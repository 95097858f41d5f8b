#pragma once
// `arbiter merge REPORT...`: the JSON reports of a sharded run's shards (--shard K/N, and the
// batches of a sharded match) merged into the report of the whole run (harness/shard).

#include "usage.h"

#include <string>
#include <vector>

namespace harness::cli {

// What `arbiter merge --help` prints, its option list made from the option table.
[[nodiscard]] CommandHelp merge_help();

int merge_command(const std::vector<std::string>& args);

} // namespace harness::cli
