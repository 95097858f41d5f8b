#pragma once
// --shard K/N, --run-id ID and (match) --batch B --batch-size R on the runner commands: taken out
// of the command line before the command's own parsing, then turned into the slots this process
// runs and the config.shard block its report and journal record (harness/run/shard.h).

#include "harness/run/shard.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

// The usage lines of the options, spliced into the commands' help texts.
#define HARNESS_SHARD_USAGE                                                                        \
    "  --shard K/N                     run shard K of N (1 <= K <= N) of the work; the report\n"   \
    "                                  records the shard and the run's digest (arbiter merge)\n"   \
    "  --run-id ID                     a name the shards of one run share (default: the digest)\n"
#define HARNESS_BATCH_USAGE                                                                        \
    "  --batch B --batch-size R        only batch B (1-based) of R rounds, split among the\n"      \
    "                                  shards; SPRT across batches: ci/cluster/sprt-batches\n"

namespace harness::cli {

struct ShardOptions {
    std::optional<run::Shard> shard;
    std::string               run_id; // empty: the config digest
    std::optional<int>        batch; // 1-based
    std::size_t               batch_size = 0;
    [[nodiscard]] bool        sharded() const { return shard || batch; }
};

// Removes the shard options (and their values) from argv; UsageError on a bad or missing value,
// or on --batch / --batch-size where batches are not allowed or given without each other.
[[nodiscard]] ShardOptions take_shard_options(std::vector<std::string>& argv, bool batches);

// What one process of a sharded run does.
struct ShardPlan {
    std::vector<std::size_t>      slots; // indexes into the run's work, ascending
    std::optional<run::ShardInfo> info; // nullopt: not sharded (slots = all)
};

// The plan for `total` work items ("positions", "rounds") of a run whose identity (the report's
// run_identity, shard-free) is given. A shard without work is allowed (more shards than work,
// the last batch): a note on stderr, an empty report. A batch past the end is a UsageError.
[[nodiscard]] ShardPlan plan_shard(const ShardOptions& o, std::size_t total,
    const nlohmann::json& identity, const std::string& command, const std::string& what);

} // namespace harness::cli
