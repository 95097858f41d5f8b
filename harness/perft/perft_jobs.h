#pragma once
// Turning inputs into perft jobs: suite files (EPD ";D1 n" form or python-chess ".perft"
// blocks, via engine/core/perft_suite.h) and random positions. Bad records are reported as
// ParseErrors (file:line:col) and skipped; FENs are checked and normalised with the rules.

#include "perft_runner.h"

#include "harness/game/registry.h"

#include "engine/core/parse_error.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace harness::perft {

struct JobLimits {
    std::optional<int> depth; // only this depth (suites: also depths below it
                              // are skipped; random: the depth to run)
    std::optional<std::uint64_t> max_nodes; // skip suite depths whose expected count is larger
};

struct JobList {
    std::vector<PerftJob>                 jobs;
    std::vector<engine::core::ParseError> errors;
};

// One job per (position, depth) of the suite within the limits. A suite position without
// counts (plain FEN lines) gets one oracle job at limits.depth (default 3).
JobList jobs_from_suite(const std::string& path, const game::Rules& rules, const JobLimits& limits);

// The jobs of every suite of a run in `game`, widened: a chess suite holding a Chess960
// position (its castling field) runs as chess960, so that the engine gets UCI_Chess960 and reads
// the castling letters as meant; `widened_by` names the first such position.
struct SuiteJobs {
    game::Game  game;
    JobList     list;
    std::string widened_by; // empty: the game was not widened
};
[[nodiscard]] SuiteJobs jobs_from_suites(
    const std::vector<std::string>& paths, game::Game game, const JobLimits& limits);
// Results are keyed by id and depth (journal, --resume, reports): the message for two jobs with
// one key (one result would be lost), or nullopt.
[[nodiscard]] std::optional<std::string> duplicate_job_error(const std::vector<PerftJob>& jobs);
// `count` random positions (seeded), each at limits.depth (default 3).
JobList random_jobs(
    const game::Rules& rules, int count, std::uint64_t seed, const JobLimits& limits);

// The hang deadline of one perft call that fits the work: run::work_deadline of the largest
// node count of the jobs (expected, or 45^depth when unknown: a wide branching factor for
// chess and xiangqi). A job of 10^6 nodes gets 12 s, 10^8 nodes 210 s.
[[nodiscard]] std::chrono::seconds perft_deadline(const std::vector<PerftJob>& jobs);

} // namespace harness::perft
