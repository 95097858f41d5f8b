#include "compare.h"

#include "harness/stats/mcnemar.h"

#include <cstdio>
#include <map>

namespace harness::suite {

Comparison compare(
    const std::vector<PositionRecord>& old_run, const std::vector<PositionRecord>& new_run) {
    Comparison                                   c;
    std::map<std::string, const PositionRecord*> before;
    for (const auto& r : old_run) before[r.id] = &r;
    std::vector<PositionRecord> old_both, new_both; // solved in both runs
    for (const auto& r : new_run) {
        auto it = before.find(r.id);
        if (it == before.end()) {
            ++c.new_only;
            continue;
        }
        ++c.common;
        const bool was = it->second->status == Status::Solved;
        const bool is  = r.status == Status::Solved;
        c.old_solved += was;
        c.new_solved += is;
        if (was && !is) c.newly_failed.push_back(r.id);
        if (!was && is) c.newly_solved.push_back(r.id);
        if (was && is) {
            old_both.push_back(*it->second);
            new_both.push_back(r);
        }
    }
    c.old_only      = int(old_run.size()) - c.common;
    c.old_median_ms = median_time_to_solve(old_both);
    c.new_median_ms = median_time_to_solve(new_both);
    return c;
}

Decision decide(const Comparison& c, Criterion criterion, double alpha, int tolerance) {
    const int lost   = int(c.newly_failed.size());
    const int gained = int(c.newly_solved.size());
    char      text[200];
    Decision  d;
    if (criterion == Criterion::Tolerance) {
        d.regression = lost - gained > tolerance;
        std::snprintf(text, sizeof text, "tolerance: %d lost - %d gained = %d %s %d allowed", lost,
            gained, lost - gained, d.regression ? ">" : "<=", tolerance);
    } else {
        const auto m = stats::mcnemar_exact(lost, gained);
        d.regression = lost > gained && m.p_value < alpha;
        std::snprintf(text, sizeof text, "McNemar: %d lost, %d gained, p = %.4g %s alpha %.4g",
            lost, gained, m.p_value, m.p_value < alpha ? "<" : ">=", alpha);
    }
    d.reason = text;
    return d;
}

} // namespace harness::suite
