#include "compare.h"

#include <map>

namespace harness::suite {

Comparison compare(
    const std::vector<PositionResult>& old_run, const std::vector<PositionResult>& new_run) {
    Comparison                                   c;
    std::map<std::string, const PositionResult*> before;
    for (const auto& r : old_run) {
        before[r.id] = &r;
        if (r.status == Status::Solved) ++c.old_solved;
    }
    std::vector<PositionResult> old_both, new_both; // solved in both runs
    for (const auto& r : new_run) {
        if (r.status == Status::Solved) ++c.new_solved;
        auto it = before.find(r.id);
        if (it == before.end()) continue;
        ++c.common;
        const bool was = it->second->status == Status::Solved;
        const bool is  = r.status == Status::Solved;
        if (was && !is) c.newly_failed.push_back(r.id);
        if (!was && is) c.newly_solved.push_back(r.id);
        if (was && is) {
            old_both.push_back(*it->second);
            new_both.push_back(r);
        }
    }
    c.old_median_ms = median_time_to_solve(old_both);
    c.new_median_ms = median_time_to_solve(new_both);
    return c;
}

} // namespace harness::suite
