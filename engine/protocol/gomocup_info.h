#pragma once
// What a Gomocup manager's INFO lines tell the brain, as values (the protocol's key list:
// plastovicka.github.io/protocl2en.htm, "INFO [key] [value]"), and what Sable makes of them:
// the rule to play, the hash size within max_memory and the time for one move. Pure: no I/O.
// An INFO line is never answered; a value Sable cannot meet is kept as a refusal, which the
// loop reports with ERROR at the next command that is not INFO (as the protocol asks).

#include "engine/gomoku/types.h"
#include "engine/search/limits.h"

#include <cstdint>
#include <optional>
#include <string>

namespace engine::protocol::gomocup {

inline constexpr std::int64_t UnlimitedTime = 2147483647; // time_left without a match limit
// INFO timeout_turn 0 ("as fast as possible"): a depth-2 search cut at this many ms.
inline constexpr std::int64_t FastestTurnMs = 500;

struct InfoSettings {
    std::int64_t                timeout_turn  = -1; // ms; 0: as fast as possible; -1: not sent
    std::int64_t                timeout_match = 0; // ms; 0: no limit
    std::optional<std::int64_t> time_left; // ms, may be negative; UnlimitedTime: no limit
    std::uint64_t               max_memory = 0; // bytes; 0: no limit
    int                         game_type  = 1; // 0 human, 1 brain, 2 tournament, 3 network
    gomoku::Rule                rule       = gomoku::Rule::Freestyle;
    std::string                 folder; // for persistent files (Sable keeps none)
};

// Applies one INFO line (key lower-case). Returns why the value cannot be met (a rule Sable
// does not play, a memory limit below its footprint), else nullopt: also for unknown keys,
// `evaluate` (a debug build's mouse position, never answered on stdout), and values that are
// not numbers, which leave the setting as it was.
[[nodiscard]] std::optional<std::string> apply_info(
    InfoSettings& settings, const std::string& key, const std::string& value);

// INFO rule: a sum of bits, 1 exactly five, 2 continuous game, 4 renju, 8 caro. Sable plays
// 0 freestyle, 1 exactly five, 4 or 5 renju (black wins by exactly five anyway; white by five
// or more), 8 or 9 caro (Gomocup's caro since 2023: exactly five, not blocked at both ends,
// whichever of the two codes a manager sends). nullopt for continuous games (bit 2), renju
// with caro, and codes outside 0..15.
[[nodiscard]] std::optional<gomoku::Rule> rule_of_code(long long code) noexcept;

// What Sable needs besides the hash table sized here, in bytes, rounded up: about 8 MiB
// measured (peak resident memory less the table), and 19 MiB before the first INFO max_memory
// (the default table); the loop makes a new engine when the size changes, freeing the old
// table first. The hash table's size for a max_memory (0: the default 16 MiB): the whole MiB
// the limit leaves beyond that, at most 256, or nullopt when not even 1 MiB is left.
inline constexpr std::uint64_t           FootprintBytes = 24ull << 20;
[[nodiscard]] std::optional<std::size_t> hash_mb_within(std::uint64_t max_memory) noexcept;

// The search limits for one move: the turn limit (5 s when none was sent), within a twelfth
// of time_left when the match time is limited, less a margin for the answer to arrive; a
// fixed shallow depth when timeout_turn is 0.
[[nodiscard]] search::Limits move_limits(const InfoSettings& settings) noexcept;

} // namespace engine::protocol::gomocup
