#pragma once
// How much CPU a process and the processes it started got (Linux: utime + stime from
// /proc/<pid>/stat, which keeps the time of threads that have ended), and how long the machine's
// CPUs were contended meanwhile (/proc/pressure/cpu, "some": time during which a runnable task
// waited for a CPU). An engine that had a small share of a CPU during its searches while the
// machine was contended was starved, and its games measured the machine; an engine that sleeps
// (or waits for a GPU) on a quiet machine is not. nullopt where it cannot be read (another
// system, a process that has ended, a kernel without pressure stall information).

#include <sys/types.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace harness::process {

// User + system CPU time of one process (all its threads, ended ones too), in microseconds.
[[nodiscard]] std::optional<std::int64_t> cpu_time_us(pid_t pid);
// The machine's cumulative CPU pressure ("some ... total=", microseconds).
[[nodiscard]] std::optional<std::int64_t> cpu_pressure_us();

struct CpuTime {
    std::int64_t                on_cpu_us = 0; // the process tree's CPU time
    std::optional<std::int64_t> contended_us; // cpu_pressure_us()
};

// Between two readings of one clock: the CPU time had (ms) and the contended time (ms; nullopt
// when either reading has none).
struct CpuSpan {
    std::int64_t                cpu_ms = 0;
    std::optional<std::int64_t> contended_ms;
};
[[nodiscard]] CpuSpan cpu_between(const CpuTime& from, const CpuTime& to);

// What an engine had over its timed searches: CPU time, the searches' wall time, and the time
// the machine's CPUs were contended meanwhile (nullopt: not measurable).
struct CpuUse {
    std::int64_t                cpu_ms = 0, wall_ms = 0;
    std::optional<std::int64_t> contended_ms;
    friend bool                 operator==(const CpuUse&, const CpuUse&) = default;
};

// The share of a CPU the engine had (1: a whole CPU; more for a multi-threaded engine);
// nullopt under MinCpuWallMs of measured search.
inline constexpr std::int64_t       MinCpuWallMs = 2000;
[[nodiscard]] std::optional<double> cpu_share(const CpuUse& u);
// Starved: under StarvedShare of a CPU while the machine was contended at least ContendedShare
// of the time (or its contention cannot be read): its searches measured the machine. An engine
// that sleeps on a quiet machine is not starved.
inline constexpr double StarvedShare   = 0.5;
inline constexpr double ContendedShare = 0.25;
[[nodiscard]] bool      starved(const CpuUse& u);
// "had 31% of a CPU while searching on the clock (3.1 s of CPU in 10.0 s), the machine's CPUs
// contended 90% of that time"; empty without a share.
[[nodiscard]] std::string starvation_text(const CpuUse& u);

// A process and its descendants (a wrapper script's engine), found once at the first reading
// and kept: an engine's process tree does not change during its games.
class TreeCpuClock {
public:
    explicit TreeCpuClock(pid_t root)
        : root_(root) { }
    [[nodiscard]] std::optional<CpuTime> now();

private:
    pid_t              root_;
    std::vector<pid_t> tree_; // root first; empty until the first reading
};

} // namespace harness::process
