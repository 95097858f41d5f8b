#include "outcomes.h"

#include <numeric>

namespace harness::stats {

namespace {

Distribution make(const std::vector<double>& score, const std::vector<std::uint64_t>& counts) {
    Distribution d;
    d.score      = score;
    double total = 0;
    for (auto c : counts) {
        double w = c == 0 ? EmptyCellWeight : double(c);
        d.prob.push_back(w);
        total += w;
        d.samples += double(c);
    }
    for (auto& p : d.prob) p /= total;
    return d;
}

} // namespace

std::uint64_t Pentanomial::pairs() const {
    return std::accumulate(counts.begin(), counts.end(), std::uint64_t(0));
}

double Distribution::mean() const {
    double m = 0;
    for (std::size_t i = 0; i < score.size(); ++i) m += prob[i] * score[i];
    return m;
}

double Distribution::variance() const {
    const double m = mean();
    double       v = 0;
    for (std::size_t i = 0; i < score.size(); ++i) v += prob[i] * (score[i] - m) * (score[i] - m);
    return v;
}

Distribution to_distribution(const Trinomial& t) {
    return make({ 0.0, 0.5, 1.0 }, { t.losses, t.draws, t.wins });
}

Distribution to_distribution(const Pentanomial& p) {
    return make({ 0.0, 0.25, 0.5, 0.75, 1.0 },
        { p.counts[0], p.counts[1], p.counts[2], p.counts[3], p.counts[4] });
}

} // namespace harness::stats
