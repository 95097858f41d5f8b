// stats_values: harness/stats's answers, one per stdin line, for ci/tools/stats_reference.py
// --compare (the `stats.reference` test): the reference computes the same quantities by other
// methods and checks these against them.
//   llr MODEL ELO0 ELO1 C1 .. Cn   -> the GSPRT's LLR (n = 3: L D W games; n = 5: pairs)
//   elo C1 .. Cn                   -> elo elo_error95 nelo nelo_error95 los
//   bounds ALPHA BETA              -> lower upper

#include "harness/stats/elo.h"
#include "harness/stats/sprt.h"

#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

using namespace harness::stats;

namespace {

template <class F> auto with_counts(const std::vector<std::uint64_t>& c, F&& f) {
    if (c.size() == 3) return f(Trinomial { c[0], c[1], c[2] });
    return f(Pentanomial { { c[0], c[1], c[2], c[3], c[4] } });
}

std::string answer(std::istringstream& in) {
    std::string what;
    in >> what;
    char buf[256];
    if (what == "bounds") {
        SprtConfig c;
        in >> c.alpha >> c.beta;
        const auto s = sprt(c, Trinomial {});
        std::snprintf(buf, sizeof buf, "%.9f %.9f", s.lower, s.upper);
        return buf;
    }
    SprtConfig c;
    if (what == "llr") {
        std::string model;
        in >> model >> c.elo0 >> c.elo1;
        c.model = *parse_elo_model(model);
    }
    std::vector<std::uint64_t> counts;
    for (std::uint64_t n; in >> n;) counts.push_back(n);
    if (counts.size() != 3 && counts.size() != 5) return "error: 3 or 5 counts";
    if (what == "llr") {
        std::snprintf(buf, sizeof buf, "%.9f",
            with_counts(counts, [&](const auto& x) { return sprt(c, x).llr; }));
        return buf;
    }
    const auto e = with_counts(counts, [](const auto& x) { return estimate(x); });
    std::snprintf(buf, sizeof buf, "%.9f %.9f %.9f %.9f %.9f", e.elo, e.elo_error95, e.nelo,
        e.nelo_error95, e.los);
    return buf;
}

} // namespace

int main() {
    for (std::string line; std::getline(std::cin, line);) {
        std::istringstream in(line);
        std::cout << answer(in) << std::endl;
    }
}
