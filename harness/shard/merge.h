#pragma once
// merge_shards: the shard reports of one run (perft, suite, match or tournament; each shard and
// each batch of a sharded match) put together into the report the unsharded run would have written:
// the results in the unsharded order, the summary (perft, suite) or the W/D/L, pentanomial, Elo and
// SPRT (match::summarize, on the merged pairs) computed from them as for a single run; a
// tournament's pairings summarized and its games rated again. Shards
// of different runs are refused, naming each differing field; a missing, duplicated or
// incomplete shard is an error naming the shard (and batch). Pure: reports in, a report out.

#include "shard_report.h"

#include "engine/core/expected.h"

#include <optional>
#include <string>
#include <vector>

namespace harness::shard {

// The merged report, or every reason it cannot be made (one message each, naming files and
// shards).
using MergeErrors = std::vector<std::string>;

// `provenance` is the merge's own (version, command line); its times and host become the
// shards' (earliest start, latest end, their hosts).
[[nodiscard]] engine::core::Expected<report::Report, MergeErrors> merge_shards(
    const std::vector<ShardReport>& shards, report::Provenance provenance);

} // namespace harness::shard
