#pragma once
// What a match learns of each engine beyond its results: the clock audit (how it spends the
// time it is given, how fast it answers, how much time Arbiter itself takes around its moves)
// and the counts of its in-play output findings with the first examples. Pure: computed from
// the games (and the reaction probes made when its processes started).

#include "played_game.h"

#include "harness/process/cpu_time.h"
#include "harness/protocol/types.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace harness::match {

struct GameEntry;

// The spread of a sample: median, 90th and 99th percentile (nearest rank), maximum.
struct Spread {
    int          n   = 0;
    std::int64_t p50 = 0, p90 = 0, p99 = 0, max = 0;
};
[[nodiscard]] Spread spread(std::vector<std::int64_t> values);

inline constexpr int UsageBuckets = 11; // tenths of the time allotted, then "over"

struct ClockAudit {
    int moves = 0; // moves with a time allotted (st= or a clock)
    // Time used / time allotted: [0, 0.1), ..., [0.9, 1.0], then over 1 (the last bucket).
    std::array<int, UsageBuckets> usage {};
    // Near-forfeits: moves that came past their time and were saved only by timemargin=.
    int    overruns = 0;
    Spread time_ms; // every move
    Spread latency_us; // its last info line -> its answer
    Spread overhead_us; // Arbiter's time per move outside the engine's search
    // Reaction probes (UCI, UCCI: a search without a limit, isready, stop), one per process
    // start of a match worker: the slowest answers.
    int                         probes = 0, probe_faults = 0, answered_early = 0;
    std::optional<std::int64_t> stop_us, isready_us;
    // Over its timed searches where it was measured: the CPU time the engine had, their wall
    // time, and the time the machine's CPUs were contended meanwhile (nullopt: not measurable).
    std::int64_t                cpu_ms = 0, cpu_wall_ms = 0;
    std::optional<std::int64_t> contended_ms;
};

// The engine's CPU use over its timed searches (process::cpu_share, process::starved).
[[nodiscard]] process::CpuUse cpu_use(const ClockAudit& c);

struct CheckExample {
    int          game = 0; // game_number()
    CheckFinding finding;
};

// The in-play output findings of one engine: counts per check, the first 3 of each.
struct OutputAudit {
    std::array<int, output_checks::AllChecks.size()> counts {};
    std::vector<CheckExample>                        examples;
    [[nodiscard]] int                                total() const;
};

struct EngineAudit {
    ClockAudit  clock;
    OutputAudit output;
};

// What a report flags: a reaction over this, any overrun, any output finding. The latency is
// not flagged: an engine that prints no line at the end of its search spends its last,
// unfinished iteration there (the gate's max_latency_ms bounds it where that matters).
inline constexpr std::int64_t SlowReactionUs = 100000;
// The audit's warnings, one line each ("answered stop after 301.2 ms (over 100 ms)"); empty
// when nothing is flagged.
[[nodiscard]] std::vector<std::string> audit_warnings(const EngineAudit& a);

// The audit of engine `engine` (0 or 1) over the games, without the probes.
[[nodiscard]] EngineAudit audit(
    const std::vector<GameEntry>& games, int engine, int games_per_round);
// One reaction probe: its answer, or a fault (nullopt Reaction from a protocol without one is
// not counted).
void add_probe(ClockAudit& audit, const std::optional<protocol::Reaction>& reaction, bool fault);

} // namespace harness::match
