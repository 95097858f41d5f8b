#pragma once
// Running an engine on suite positions: per position a new game, the position, one search under
// the limits, then the solve criterion (solve.h), the mate-claim checks and, for faults (crash,
// hang, illegal bestmove, garbage), a result with the transcript tail and a restarted engine.

#include "harness/game/epd.h"
#include "solve.h"

#include "harness/game/registry.h"
#include "harness/session/engine_session.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace harness::suite {

using engine::core::ParseError;
using engine::core::Result;

// One position to run: its record and the solutions resolved against the rules.
struct SuitePosition {
    std::string     id; // the record's id, else "file:line"
    std::string     fen; // full FEN
    std::string     source; // "file:line"
    game::EpdRecord record;
    Solutions       solutions;
};

struct SuiteLoad {
    std::vector<SuitePosition> positions;
    std::vector<ParseError>    errors; // unreadable file, bad lines, unresolvable moves
};

// Read EPD suites and resolve their moves; bad records are reported and skipped. Records
// without bm, am or dm are skipped too (with an error: nothing to solve).
[[nodiscard]] SuiteLoad load_suite(const std::string& path, game::Game variant);

struct RunOptions {
    game::Game       variant = game::chess();
    protocol::Limits limits; // movetime, depth or nodes
    bool             go_mate = false; // dm N positions: "go mate N" (plus the limits)
    ClaimOptions     claims;
};

enum class Status { Solved, Failed, Crash, Timeout, Error };

[[nodiscard]] const char*           to_string(Status s);
[[nodiscard]] std::optional<Status> parse_status(std::string_view text);

struct PositionRecord {
    std::string                  id, fen, source;
    std::vector<std::string>     bm, am; // the record's solutions as the EPD wrote them
    std::optional<int>           dm; // its dm N
    Status                       status = Status::Error;
    std::optional<Found>         found; // solved: when it was found for good
    std::optional<int>           score_cp, score_mate; // the engine's final score
    std::vector<std::string>     pv; // the engine's final PV
    std::string                  bestmove;
    std::optional<int>           depth; // final depth
    std::optional<std::uint64_t> nodes; // final nodes
    std::int64_t                 elapsed_ms = 0; // search time as the adapter measured it
    // A timed search (movetime): the CPU time the engine had, the time the machine's CPUs were
    // contended meanwhile (process/cpu_time.h); nullopt where not measured.
    std::optional<std::int64_t> cpu_ms, contended_ms;
    bool                        shorter_mate = false;
    std::vector<Problem>        problems;
    std::string                 detail; // faults: what happened
    std::string                 transcript; // faults: the conversation's tail
};

// Run one position on a started session; restarts the session after a fault.
[[nodiscard]] PositionRecord run_position(session::EngineSession& engine, const game::Rules& rules,
    const SuitePosition& position, const RunOptions& options);

struct SuiteSummary {
    int total = 0, solved = 0, failed = 0, crash = 0, timeout = 0, error = 0, shorter_mate = 0;
    std::vector<std::pair<std::string, int>> problems; // kind -> count, sorted by kind
    std::optional<double>                    median_time_to_solve_ms;
};

[[nodiscard]] SuiteSummary summarize(const std::vector<PositionRecord>& results);

// The engine's CPU use over the timed searches measured (process::starved: a starved engine's
// results measured the machine).
[[nodiscard]] process::CpuUse cpu_use(const std::vector<PositionRecord>& results);

// Median of the solved positions' found.time_ms (nullopt when none).
[[nodiscard]] std::optional<double> median_time_to_solve(
    const std::vector<PositionRecord>& results);

} // namespace harness::suite
