#pragma once
// `arbiter merge REPORT...`: the JSON reports of a sharded run's shards (--shard K/N, and the
// batches of a sharded match) merged into the report of the whole run (harness/shard).

#include <string>
#include <vector>

namespace harness::cli {

extern const char* const MergeUsage;

int merge_command(const std::vector<std::string>& args);

} // namespace harness::cli
