#pragma once
// Perft validation of one engine: run "go perft" on each job, compare with the expected count
// (from the suite, or from an oracle), and on a mismatch localise the bug: compare the engine's
// divide with the oracle's, descend into the first child whose count differs, down to the node
// where a move is missing, extra or illegal. Engine faults are results (status crash/timeout/
// error) and the engine is restarted for the next job.

#include "harness/game/registry.h"

#include "harness/session/engine_session.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace harness::perft {

struct PerftJob {
    std::string                  id;
    std::string                  fen; // canonical
    int                          depth = 1;
    std::optional<std::uint64_t> expected; // from the suite; nullopt: ask the oracle
    std::string                  source; // "file:line" for reports
};

enum class Status { Ok, Mismatch, Crash, Timeout, Error };

[[nodiscard]] const char*           to_string(Status s);
[[nodiscard]] std::optional<Status> parse_status(std::string_view text);

struct Divergence {
    std::vector<std::string> path; // moves from the root FEN to `fen`
    std::string              fen; // where the engine's divide first differs
    int                      depth = 0; // perft depth at `fen`
    std::vector<std::string> missing; // legal moves the engine does not list
    std::vector<std::string> extra; // moves the engine lists that the oracle does not
    std::vector<std::string> illegal; // the subset of `extra` that Arbiter's rules reject
    // Children whose counts differ at `fen` (move, engine, oracle) when no move is missing/extra.
    std::vector<std::tuple<std::string, std::uint64_t, std::uint64_t>> count_differs;
    std::string note; // e.g. "engine agrees with the oracle; the suite's count differs"
};

struct PerftRecord {
    PerftJob                     job;
    Status                       status = Status::Error;
    std::optional<std::uint64_t> expected;
    std::optional<std::uint64_t> got;
    std::optional<Divergence>    divergence;
    std::string                  detail; // fault or inconsistency description
    std::string                  transcript; // engine conversation tail on faults
    std::int64_t                 elapsed_ms = 0;
};

// The oracle: divide of a FEN at a depth. Reference rules, or a second engine.
using DivideOracle = std::function<protocol::Answer<std::map<std::string, std::uint64_t>>(
    const std::string& fen, int depth)>;

DivideOracle reference_oracle(const game::Rules& rules);
// Divide through another engine (its session must be started); faults pass through.
DivideOracle engine_oracle(session::EngineSession& oracle);

// Run one job on a started session. Restarts the session after a fault.
PerftRecord run_perft_job(session::EngineSession& engine, const game::Rules& rules,
    const DivideOracle& oracle, const PerftJob& job);

} // namespace harness::perft
