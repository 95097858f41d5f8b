#pragma once
// Shards: one run's work split into N parts that N independent processes (Slurm array tasks,
// GNU parallel jobs, machines) run on their own and `arbiter merge` puts together again. The
// work is a list of slots (match rounds: a game pair with its opening and colours; suite
// positions; perft (position, depth) jobs), numbered as the unsharded run numbers them: shard K
// of N owns the slots s with s % N == K - 1, so each shard plays exactly what the unsharded run
// plays in those slots, and the shards' sizes differ by one at most. A batch (sequential SPRT
// over shards) is a window of consecutive slots split the same way. Pure: no I/O.

#include "engine/core/result.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace harness::run {

// The most shards of one run, and the most work items (slots) one run may split: counts read
// from shard reports and the command line are checked against these before anything is
// allocated from them.
inline constexpr int         ShardLimit = 100000;
inline constexpr std::size_t SlotLimit  = 10000000;

struct Shard {
    int         index                                  = 1; // 1-based: shard K of N
    int         count                                  = 1;
    friend bool operator==(const Shard&, const Shard&) = default;
};

// "K/N" with 1 <= K <= N <= ShardLimit; the error quotes the text and says what was expected.
[[nodiscard]] engine::core::Result<Shard> parse_shard(std::string_view text);
[[nodiscard]] std::string                 to_string(const Shard& s);

// The slots in [begin, end) that shard s owns, ascending.
[[nodiscard]] std::vector<std::size_t> shard_slots(
    std::size_t begin, std::size_t end, const Shard& s);

// Batch b (1-based) of `size` slots out of `total`: [(b - 1) * size, min(b * size, total)).
// nullopt when the batch starts at or past the end.
[[nodiscard]] std::optional<std::pair<std::size_t, std::size_t>> batch_window(
    int batch, std::size_t size, std::size_t total);

// A run's configuration digest: 16 hex digits of FNV-1a 64 over the compact JSON text (keys
// sorted). Equal for every shard of one run; any change of engine, game, limits or inputs
// changes it.
[[nodiscard]] std::string config_digest(const nlohmann::json& identity);

// What a shard report records in config.shard (and its journal's run line): index, count,
// run_id, digest, slots (this shard's work items), total (the run's), and for a batch its
// number and size.
struct ShardInfo {
    Shard              shard;
    std::string        run_id, digest;
    std::size_t        slots = 0, total = 0;
    std::optional<int> batch;
    std::size_t        batch_size = 0;
};

[[nodiscard]] nlohmann::ordered_json to_json(const ShardInfo& s);
// A config.shard block read back and checked: whole numbers within ShardLimit and SlotLimit,
// index <= count, slots <= total, a batch that starts before the total. The error names the
// field, its value and the limit (column 0; the caller names the file).
[[nodiscard]] engine::core::Result<ShardInfo> shard_info_from_json(const nlohmann::json& j);

} // namespace harness::run
