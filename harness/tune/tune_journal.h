#pragma once
// A tune's journals in its --out directory: one per shard (journal.jsonl alone, else
// journal-K-of-N.jsonl), each line a game pair or a verification game. A resumed tune reads its
// own back; a shard reads the others' as it waits for their pairs, only those whose run line
// is this tune's (a journal of another tune in the same --out is named once and skipped).

#include "tune_run.h"

#include "harness/run/shard.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace harness::tune {

// Shard s's journal in `out`.
[[nodiscard]] std::string journal_path(const std::string& out, const run::Shard& s);

// The records of a journal (after its run line, the first on line 2 of `path`) into c's
// previous pairs and verification games; anything else is an error naming its line.
[[nodiscard]] std::optional<std::string> read_records(
    const std::vector<nlohmann::json>& records, const std::string& path, TuneConfig& c);

// The journal records of a pair and of a verification game (its engines "tuned" and "start").
[[nodiscard]] nlohmann::ordered_json pair_record(const PairRecord& p);
[[nodiscard]] nlohmann::json         verify_record(const match::GameEntry& g);

// The pairs the other shards of shard `me` have journaled so far, read each time it is called
// (TuneConfig::others); `identity` is the tune's run identity without its shard.
[[nodiscard]] std::function<std::vector<PairRecord>()> other_shards(
    const std::string& out, run::Shard me, nlohmann::json identity);

} // namespace harness::tune
