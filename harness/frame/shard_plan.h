#pragma once
// The part of a run one process plays when the run is split into shards (--shard K/N, --run-id,
// match's --batch B --batch-size R): the slots of the work it runs and the config.shard block
// its report and journal record (harness/run/shard.h).

#include "frame_error.h"

#include "harness/run/shard.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace harness::frame {

struct ShardOptions {
    std::optional<run::Shard> shard;
    std::string               run_id; // empty: the config digest
    std::optional<int>        batch; // 1-based
    std::size_t               batch_size = 0;
    [[nodiscard]] bool        sharded() const { return shard || batch; }
};

// What one process of a sharded run does.
struct ShardPlan {
    std::vector<std::size_t>      slots; // indexes into the run's work, ascending
    std::optional<run::ShardInfo> info; // nullopt: not sharded (slots = all)
};

// The plan for `total` work items ("positions", "rounds") of a run whose identity (the report's
// run_identity, shard-free) is given. A shard without work is allowed (more shards than work,
// the last batch): a note on stderr, an empty report. A batch past the end is an error.
[[nodiscard]] Framed<ShardPlan> plan_shard(const ShardOptions& o, std::size_t total,
    const nlohmann::json& identity, const std::string& command, const std::string& what);

} // namespace harness::frame
