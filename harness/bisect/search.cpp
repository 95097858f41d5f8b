#include "harness/bisect/search.h"

#include <algorithm>
#include <cmath>

namespace harness::bisect {

const char* to_string(Mark m) {
    switch (m) {
    case Mark::Untested:
        return "untested";
    case Mark::Good:
        return "good";
    case Mark::Bad:
        return "bad";
    case Mark::Skip:
        return "skip";
    }
    return "untested";
}

std::optional<Mark> parse_mark(const std::string& text) {
    for (auto m : { Mark::Untested, Mark::Good, Mark::Bad, Mark::Skip })
        if (text == to_string(m)) return m;
    return std::nullopt;
}

Range open_range(const std::vector<Mark>& marks) {
    Range r;
    if (marks.empty()) return r;
    r.first_bad = marks.size() - 1;
    for (std::size_t i = 1; i + 1 < marks.size(); ++i)
        if (marks[i] == Mark::Bad) {
            r.first_bad = i;
            break;
        }
    for (std::size_t i = r.first_bad; i-- > 1;)
        if (marks[i] == Mark::Good) {
            r.last_good = i;
            break;
        }
    return r;
}

std::optional<std::size_t> next_index(const std::vector<Mark>& marks) {
    const Range r = open_range(marks);
    if (r.first_bad <= r.last_good + 1) return std::nullopt;
    // The untested index whose verdict, either way, leaves the smaller range (the middle, or
    // nearest it on the better side when the middle was skipped).
    std::optional<std::size_t> best;
    std::size_t                best_left = 0;
    for (std::size_t i = r.last_good + 1; i < r.first_bad; ++i) {
        if (marks[i] != Mark::Untested) continue;
        const std::size_t left = std::max(r.first_bad - i, i - r.last_good);
        if (!best || left < best_left) {
            best      = i;
            best_left = left;
        }
    }
    return best;
}

BisectVerdict outcome(const std::vector<Mark>& marks) {
    BisectVerdict o;
    o.range = open_range(marks);
    for (std::size_t i = o.range.last_good + 1; i < o.range.first_bad; ++i)
        if (marks[i] == Mark::Skip) o.skipped.push_back(i);
    o.exact = o.skipped.empty();
    return o;
}

Drive drive(std::vector<Mark>& marks, const std::function<std::optional<Mark>(std::size_t)>& judge,
    const NextIndex& next_of) {
    if (marks.size() < 2) return Drive::Done;
    auto mark = [&](std::size_t i) {
        auto m = judge(i);
        if (m) marks[i] = *m;
        return m;
    };
    auto good = mark(0);
    if (!good) return Drive::Stopped;
    if (*good != Mark::Good) return Drive::GoodNotGood;
    auto bad = mark(marks.size() - 1);
    if (!bad) return Drive::Stopped;
    if (*bad != Mark::Bad) return Drive::BadNotBad;
    while (auto next = next_of(marks))
        if (!mark(*next)) return Drive::Stopped;
    return Drive::Done;
}

int planned_decisions(std::size_t commits) {
    if (commits < 3) return 1;
    return 1 + int(std::ceil(std::log2(double(commits - 1)) - 1e-12));
}

double decision_rate(double total, int planned, int decision) {
    const double share = total / double(planned + 1);
    if (decision < planned) return share;
    return share / std::pow(2.0, double(decision - planned + 1));
}

} // namespace harness::bisect
