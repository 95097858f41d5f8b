#include "shard.h"

#include "harness/input/json_text.h"

#include <cstdio>

namespace harness::run {

using engine::core::ParseError;
using engine::core::Result;

namespace {

std::optional<int> whole_number(std::string_view s) {
    if (s.empty() || s.size() > 6 || s.find_first_not_of("0123456789") != std::string_view::npos)
        return std::nullopt;
    return std::stoi(std::string(s));
}

// j[key] when it is a whole number from `min` to `max`.
std::optional<std::size_t> whole_count(
    const nlohmann::json& j, const char* key, std::size_t min, std::size_t max) {
    auto it = j.find(key);
    if (it == j.end() || !it->is_number_integer()) return std::nullopt;
    if (!it->is_number_unsigned() && it->get<std::int64_t>() < 0) return std::nullopt;
    const auto n = it->get<std::uint64_t>();
    if (n < min || n > max) return std::nullopt;
    return std::size_t(n);
}

} // namespace

Result<Shard> parse_shard(std::string_view text) {
    const std::string quoted = "'" + std::string(text) + "'";
    const auto        slash  = text.find('/');
    if (slash == std::string_view::npos)
        return ParseError(1, "expected K/N (shard K of N, e.g. 1/4), got " + quoted);
    auto k = whole_number(text.substr(0, slash));
    auto n = whole_number(text.substr(slash + 1));
    if (!k || !n || *n < 1 || *n > ShardLimit)
        return ParseError(1,
            "expected K/N with whole numbers 1 <= K <= N <= " + std::to_string(ShardLimit)
                + ", got " + quoted);
    if (*k < 1 || *k > *n)
        return ParseError(int(slash) + 1,
            "shard " + quoted + ": K counts from 1 to N (shard 1/" + std::to_string(*n)
                + " is the first)");
    return Shard { *k, *n };
}

std::string to_string(const Shard& s) {
    return std::to_string(s.index) + "/" + std::to_string(s.count);
}

std::vector<std::size_t> shard_slots(std::size_t begin, std::size_t end, const Shard& s) {
    std::vector<std::size_t> out;
    for (std::size_t slot = begin; slot < end; ++slot)
        if ((slot - begin) % std::size_t(s.count) == std::size_t(s.index - 1)) out.push_back(slot);
    return out;
}

std::optional<std::pair<std::size_t, std::size_t>> batch_window(
    int batch, std::size_t size, std::size_t total) {
    if (batch < 1 || size == 0) return std::nullopt;
    const std::size_t begin = std::size_t(batch - 1) * size;
    if (begin >= total) return std::nullopt;
    return std::pair { begin, std::min(begin + size, total) };
}

std::string config_digest(const nlohmann::json& identity) {
    std::uint64_t hash = 1469598103934665603ULL;
    for (unsigned char ch : input::json_text(identity)) hash = (hash ^ ch) * 1099511628211ULL;
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(hash));
    return buf;
}

nlohmann::ordered_json to_json(const ShardInfo& s) {
    nlohmann::ordered_json j;
    j["index"]  = s.shard.index;
    j["count"]  = s.shard.count;
    j["run_id"] = s.run_id;
    j["digest"] = s.digest;
    j["slots"]  = s.slots;
    j["total"]  = s.total;
    if (s.batch) {
        j["batch"]      = *s.batch;
        j["batch_size"] = s.batch_size;
    }
    return j;
}

Result<ShardInfo> shard_info_from_json(const nlohmann::json& j) {
    auto fail = [](const std::string& what) { return ParseError(0, "config.shard" + what); };
    if (!j.is_object()) return fail(" is not an object (index, count, run_id, digest, ...)");
    std::string bad; // the first count out of its range
    auto        count = [&](const char* key, std::size_t min, std::size_t max) {
        auto n = whole_count(j, key, min, max);
        if (!n && bad.empty())
            bad = std::string(".") + key + " is not a whole number from " + std::to_string(min)
                + " to " + std::to_string(max) + ", got "
                + engine::core::quote(j.contains(key) ? input::json_text(j[key]) : "(none)");
        return n.value_or(0);
    };
    ShardInfo s;
    s.shard.index = int(count("index", 1, ShardLimit));
    s.shard.count = int(count("count", 1, ShardLimit));
    s.slots       = count("slots", 0, SlotLimit);
    s.total       = count("total", 0, SlotLimit);
    if (j.contains("batch") || j.contains("batch_size")) {
        s.batch      = int(count("batch", 1, SlotLimit));
        s.batch_size = count("batch_size", 1, SlotLimit);
    }
    if (!bad.empty()) return fail(bad);
    if (!j.contains("run_id") || !j["run_id"].is_string() || !j.contains("digest")
        || !j["digest"].is_string())
        return fail(" has no run_id or digest (strings)");
    s.run_id = j["run_id"].get<std::string>();
    s.digest = j["digest"].get<std::string>();
    if (s.shard.index > s.shard.count)
        return fail(": index " + std::to_string(s.shard.index) + " is past count "
            + std::to_string(s.shard.count));
    if (s.slots > s.total)
        return fail(": slots " + std::to_string(s.slots) + " is more than total "
            + std::to_string(s.total));
    if (s.batch && !batch_window(*s.batch, s.batch_size, s.total))
        return fail(": batch " + std::to_string(*s.batch) + " of " + std::to_string(s.batch_size)
            + " slots starts past total " + std::to_string(s.total));
    return s;
}

} // namespace harness::run
