#pragma once
// Time controls of a match, as cutechess-cli and fastchess users write them:
//   tc=40/60+0.6   40 moves in 60 s, +0.6 s a move (the period repeats)
//   tc=10+0.1      10 s for the game, +0.1 s a move;  tc=1:30+1  minutes:seconds
//   st=0.5         a fixed 0.5 s a move;  nodes=N, depth=D  search limits (with or without a clock)
//   timemargin=MS  how late past its clock a move may come before it loses on time
//   flagstop=MS|off  when the engine's clock falls, send "stop" and play a bestmove that comes
//                  within MS (the UCCI league's 0.2 s; the default over UCCI, off otherwise)
//   timeturn=5 timematch=120 tolerance=MS  the Gomocup's clocks: at most 5 s a turn within a
//                  120 s match clock (no increment), each limit passed by more than the tolerance
//                  (default 1000 ms, as the Gomocup's managers) a loss on time
//   memory=MB      the engine's resident memory limit (not a time, but a limit of its search)
// Pure parsing: errors quote the token.

#include "engine/core/result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace harness::match {

struct TimeControl {
    int                          moves   = 0; // moves per period; 0: the whole game
    std::int64_t                 base_ms = 0; // time per period; 0: no clock
    std::int64_t                 inc_ms  = 0; // added after each move
    std::optional<std::int64_t>  movetime_ms; // st=
    std::optional<std::uint64_t> nodes;
    std::optional<int>           depth;
    std::int64_t                 margin_ms = 0; // timemargin=
    // flagstop=: nullopt = the protocol's default (flag_grace_ms), 0 = off.
    std::optional<std::int64_t> flagstop_ms;
    // The Gomocup's clocks: timeturn= (a limit per turn), timematch= (base_ms, the match clock)
    // and tolerance=; gomocup is set by any of them.
    std::optional<std::int64_t> turn_ms, tolerance_ms;
    bool                        gomocup = false;
    // memory=MB (or a Gomocup engine's INFO max_memory, match_setup.h): the resident memory the
    // engine and the processes it starts may use, sampled during its turns; more is a fault.
    std::optional<std::uint64_t> memory_bytes;

    [[nodiscard]] bool has_clock() const { return base_ms > 0; }
    // Some limit is set (a clock, st, nodes, depth or a turn limit): an engine never searches
    // forever.
    [[nodiscard]] bool is_set() const {
        return has_clock() || movetime_ms || nodes || depth || turn_ms;
    }
    // How late a move may come: the Gomocup's tolerance (default 1000 ms), else timemargin=.
    [[nodiscard]] std::int64_t allowance_ms() const {
        return gomocup ? tolerance_ms.value_or(GomocupToleranceMs) : margin_ms;
    }
    static constexpr std::int64_t GomocupToleranceMs                                 = 1000;
    friend bool                   operator==(const TimeControl&, const TimeControl&) = default;
};

// "40/60+0.6", "10+0.1", "1:30+1", "inf"(no clock) -> moves/base/inc of tc.
[[nodiscard]] engine::core::Result<TimeControl> parse_tc(std::string_view text);
// The grace after the flag for an engine speaking UCCI (ucci) or another protocol: flagstop= or
// its default (200 ms over UCCI, as ElephantEye's league manager; 0: no stop at the flag).
[[nodiscard]] std::int64_t    flag_grace_ms(const TimeControl& tc, bool ucci);
inline constexpr std::int64_t UcciFlagGraceMs = 200;

// One engine-spec key of a time control (tc, st, nodes, depth, timemargin, flagstop, timeturn,
// timematch, tolerance) applied to tc;
// an error quoting the value when it is bad. Returns false (tc unchanged) for other keys.
[[nodiscard]] engine::core::Result<bool> apply_tc_key(
    TimeControl& tc, std::string_view key, std::string_view value);
// "40/60+0.6", "st=0.5", "nodes=1000" ... as a short text (reports, PGN TimeControl).
[[nodiscard]] std::string to_string(const TimeControl& tc);

} // namespace harness::match
