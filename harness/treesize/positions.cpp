#include "positions.h"

#include "harness/perft/perft_jobs.h"

#include <set>

namespace harness::treesize {

PositionsLoad load_positions(const std::string& path, const game::Rules& rules, int first) {
    PositionsLoad out;
    auto          jobs = perft::jobs_from_suite(path, rules, perft::JobLimits {});
    out.errors         = jobs.errors;
    std::set<std::string> seen;
    for (const auto& j : jobs.jobs)
        if (seen.insert(j.fen).second && int(out.fens.size()) < first) out.fens.push_back(j.fen);
    return out;
}

} // namespace harness::treesize
