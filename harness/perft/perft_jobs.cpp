#include "perft_jobs.h"

#include "perft_run.h"

#include "harness/game/positions.h"
#include "harness/run/deadline.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace harness::perft {

JobList jobs_from_suite(
    const std::string& path, const game::Rules& rules, const JobLimits& limits) {
    JobList out;
    auto    suite = game::load_perft_suite(path, rules);
    out.errors    = suite.errors;
    for (const auto& e : suite.entries) {
        std::string src = path + ":" + std::to_string(e.line);
        // The suite's own id (python-chess "id X"), else "file:line" as in every report.
        std::string id = e.id.rfind("line ", 0) == 0 ? src : e.id;
        if (e.counts.empty()) {
            out.jobs.push_back({ id, e.fen, limits.depth.value_or(3), std::nullopt, src });
            continue;
        }
        for (const auto& c : e.counts) {
            if (limits.depth && c.depth != *limits.depth) continue;
            if (limits.max_nodes && c.nodes > *limits.max_nodes) continue;
            out.jobs.push_back({ id, e.fen, c.depth, c.nodes, src });
        }
    }
    return out;
}

JobList random_jobs(
    const game::Rules& rules, int count, std::uint64_t seed, const JobLimits& limits) {
    JobList out;
    int     i = 0;
    for (const auto& fen : rules.random_positions(count, seed))
        out.jobs.push_back({ "random-" + std::to_string(++i), fen, limits.depth.value_or(3),
            std::nullopt, "random seed " + std::to_string(seed) });
    return out;
}

std::chrono::seconds perft_deadline(const std::vector<PerftJob>& jobs) {
    double nodes = 0;
    for (const auto& job : jobs)
        nodes = std::max(
            nodes, job.expected ? double(*job.expected) : std::pow(45.0, double(job.depth)));
    return run::work_deadline(nodes);
}

SuiteJobs jobs_from_suites(
    const std::vector<std::string>& paths, game::Game game, const JobLimits& limits) {
    auto load = [&](const game::Game& g) {
        JobList all;
        for (const auto& path : paths) {
            auto list = jobs_from_suite(path, *g, limits);
            all.jobs.insert(all.jobs.end(), list.jobs.begin(), list.jobs.end());
            all.errors.insert(all.errors.end(), list.errors.begin(), list.errors.end());
        }
        return all;
    };
    SuiteJobs out { game, load(game), "" };
    auto      it = std::find_if(out.list.jobs.begin(), out.list.jobs.end(),
             [&](const PerftJob& j) { return game->wider_game(j.fen).has_value(); });
    if (it == out.list.jobs.end()) return out;
    auto wider = game::find_game(*game->wider_game(it->fen));
    if (!wider) return out;
    out.widened_by = it->source;
    out.game       = *wider;
    out.list       = load(*wider);
    return out;
}

std::optional<std::string> duplicate_job_error(const std::vector<PerftJob>& jobs) {
    std::map<std::string, std::string> sources;
    for (const auto& job : jobs)
        if (auto [it, fresh] = sources.emplace(job_key(job), job.source); !fresh)
            return "duplicate id '" + job.id + "' (depth " + std::to_string(job.depth) + ") at "
                + it->second + " and " + job.source + ": every position needs its own id";
    return std::nullopt;
}

} // namespace harness::perft
