#include "gomocup_info.h"

#include <algorithm>
#include <charconv>

namespace engine::protocol::gomocup {

namespace {

constexpr std::size_t   DefaultHashMb = 16, LargestHashMb = 256;
constexpr std::uint64_t MiB = 1 << 20;

// The whole value as a signed number, else nullopt.
std::optional<long long> number(const std::string& value) {
    long long   v   = 0;
    const auto* end = value.data() + value.size();
    auto [at, ec]   = std::from_chars(value.data(), end, v);
    if (ec != std::errc() || at != end || value.empty()) return std::nullopt;
    return v;
}

std::optional<std::string> apply_rule(InfoSettings& s, const std::string& value) {
    const auto code = number(value);
    const auto rule = code ? rule_of_code(*code) : std::nullopt;
    if (!rule)
        return "rule " + value
            + " is not supported (0 freestyle, 1 exactly five, 4 renju, 8 or 9 caro)";
    s.rule = *rule;
    return std::nullopt;
}

std::optional<std::string> apply_memory(InfoSettings& s, long long bytes) {
    if (bytes < 0) return std::nullopt;
    s.max_memory = std::uint64_t(bytes);
    if (hash_mb_within(s.max_memory)) return std::nullopt;
    return "max_memory " + std::to_string(bytes) + " is below Sable's footprint ("
        + std::to_string((FootprintBytes + MiB) / MiB) + " MiB with the smallest hash table)";
}

} // namespace

std::optional<gomoku::Rule> rule_of_code(long long code) noexcept {
    constexpr long long Exact = 1, Continuous = 2, Renju = 4, Caro = 8;
    if (code < 0 || code > 15 || (code & Continuous) || ((code & Renju) && (code & Caro)))
        return std::nullopt;
    if (code & Renju) return gomoku::Rule::Renju;
    if (code & Caro) return gomoku::Rule::Caro;
    return code & Exact ? gomoku::Rule::Standard : gomoku::Rule::Freestyle;
}

std::optional<std::size_t> hash_mb_within(std::uint64_t max_memory) noexcept {
    if (max_memory == 0) return DefaultHashMb;
    if (max_memory < FootprintBytes + MiB) return std::nullopt;
    return std::size_t(std::min<std::uint64_t>((max_memory - FootprintBytes) / MiB, LargestHashMb));
}

std::optional<std::string> apply_info(
    InfoSettings& s, const std::string& key, const std::string& value) {
    if (key == "rule") return apply_rule(s, value);
    if (key == "folder") {
        s.folder = value;
        return std::nullopt;
    }
    const auto v = number(value);
    if (!v) return std::nullopt; // evaluate (x,y), unknown keys, values that are not numbers
    if (key == "timeout_turn" && *v >= 0) s.timeout_turn = *v;
    if (key == "timeout_match" && *v >= 0) s.timeout_match = *v;
    if (key == "time_left") s.time_left = *v;
    if (key == "game_type" && *v >= 0 && *v <= 3) s.game_type = int(*v);
    if (key == "max_memory") return apply_memory(s, *v);
    return std::nullopt;
}

search::Limits move_limits(const InfoSettings& s) noexcept {
    search::Limits l;
    if (s.timeout_turn == 0) { // "as fast as possible": a shallow search, bounded in time too
        l.depth       = 2; // (a depth-2 search of a crowded 20x20 board can take minutes)
        l.movetime_ms = FastestTurnMs;
        return l;
    }
    std::int64_t budget = s.timeout_turn > 0 ? s.timeout_turn : 5000;
    // The protocol sends time_left before every move when the match time is limited, so a
    // brain may rely on it alone.
    if (s.time_left && *s.time_left < UnlimitedTime)
        budget = std::min<std::int64_t>(budget, std::max<std::int64_t>(*s.time_left / 12, 1));
    const std::int64_t move_ms = std::max<std::int64_t>(budget - budget / 10 - 30, 5);
    l.movetime_ms              = move_ms;
    l.optimum_ms               = move_ms / 2;
    return l;
}

} // namespace engine::protocol::gomocup
