#include "shard.h"

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

} // namespace

Result<Shard> parse_shard(std::string_view text) {
    const std::string quoted = "'" + std::string(text) + "'";
    const auto        slash  = text.find('/');
    if (slash == std::string_view::npos)
        return ParseError(1, "expected K/N (shard K of N, e.g. 1/4), got " + quoted);
    auto k = whole_number(text.substr(0, slash));
    auto n = whole_number(text.substr(slash + 1));
    if (!k || !n || *n < 1 || *n > 100000)
        return ParseError(
            1, "expected K/N with whole numbers 1 <= K <= N <= 100000, got " + quoted);
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
    for (unsigned char ch : identity.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace))
        hash = (hash ^ ch) * 1099511628211ULL;
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

std::optional<ShardInfo> shard_info_from_json(const nlohmann::json& j) {
    if (!j.is_object()) return std::nullopt;
    try {
        ShardInfo s;
        s.shard.index = j.at("index").get<int>();
        s.shard.count = j.at("count").get<int>();
        s.run_id      = j.at("run_id").get<std::string>();
        s.digest      = j.at("digest").get<std::string>();
        s.slots       = j.at("slots").get<std::size_t>();
        s.total       = j.at("total").get<std::size_t>();
        if (j.contains("batch")) {
            s.batch      = j.at("batch").get<int>();
            s.batch_size = j.at("batch_size").get<std::size_t>();
            if (*s.batch < 1 || s.batch_size == 0) return std::nullopt;
        }
        if (s.shard.count < 1 || s.shard.index < 1 || s.shard.index > s.shard.count)
            return std::nullopt;
        return s;
    } catch (const nlohmann::json::exception&) {
        return std::nullopt;
    }
}

} // namespace harness::run
