#pragma once
// --shard K/N, --run-id ID and (match) --batch B --batch-size R on the runner commands: taken out
// of the command line before the command's own parsing, then turned into the slots this process
// runs (harness/frame/shard_plan.h).

#include "usage.h"

#include "harness/frame/shard_plan.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace harness::cli {

using frame::ShardOptions;

// Removes the shard options (and their values) from argv; UsageError on a bad or missing value,
// or on --batch / --batch-size where batches are not allowed or given without each other.
[[nodiscard]] ShardOptions take_shard_options(std::vector<std::string>& argv, bool batches);

// The shard options as --help lists them, under `heading`; with batches (arbiter match), --batch
// and --batch-size too.
[[nodiscard]] OptionList shard_option_list(
    bool batches, const std::string& heading = "Shards (arbiter merge puts them together):");

} // namespace harness::cli
