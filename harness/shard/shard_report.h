#pragma once
// A shard's JSON report read back into the report model: provenance, engines, config and the
// results (perft, suite or match), with the config.shard block and the run identity the merge
// compares. Checks that the recorded digest is the digest of the report's own configuration,
// so that a shard of another run (or an edited report) cannot pass for one of this run.

#include "harness/report/model.h"
#include "harness/run/shard.h"

#include "engine/core/result.h"

#include <nlohmann/json.hpp>

#include <string>

namespace harness::shard {

struct ShardReport {
    std::string    path;
    report::Report report;
    run::ShardInfo shard;
    // run_identity of the report, its shard block as shard.count, shard.run_id, shard.total and
    // shard.batch_size (the shard's own place left out), and the Arbiter version: equal for all
    // shards of one run.
    nlohmann::json identity;
};

// A JSON report (write_json's object) back in the model; errors name `source`.
[[nodiscard]] engine::core::Result<report::Report> report_from_json(
    const nlohmann::json& j, const std::string& source);

// Read and check one shard report file.
[[nodiscard]] engine::core::Result<ShardReport> load_shard_report(const std::string& path);

} // namespace harness::shard
