#include "harness/tune/spsa.h"

#include <algorithm>
#include <cmath>

namespace harness::tune {

namespace {

std::uint64_t mix(std::uint64_t x) { // splitmix64's finaliser
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

} // namespace

int perturbation_sign(std::uint64_t seed, int k, std::size_t i) {
    return (mix(mix(seed) ^ mix(std::uint64_t(k) * 0x100000001b3ULL + i)) >> 63) ? 1 : -1;
}

Spsa::Spsa(std::vector<Param> params, SpsaConfig config)
    : params_(std::move(params))
    , config_(config) {
    for (const auto& p : params_) theta_.push_back(p.start);
}

Perturbation Spsa::perturbation_at(int iteration) const {
    const double n = config_.iterations, k = iteration;
    Perturbation p;
    p.k = iteration;
    for (std::size_t i = 0; i < params_.size(); ++i) {
        const auto&  q = params_[i];
        const double c = q.c_end * std::pow(n, config_.gamma) / std::pow(k, config_.gamma);
        const int    d = perturbation_sign(config_.seed, iteration, i);
        p.delta.push_back(d);
        p.c.push_back(c);
        p.plus.push_back(std::clamp(theta_[i] + c * d, q.min, q.max));
        p.minus.push_back(std::clamp(theta_[i] - c * d, q.min, q.max));
    }
    return p;
}

void Spsa::apply(const std::vector<SpsaStep>& batch) {
    const double n = config_.iterations, big_a = config_.a_ratio * n;
    for (std::size_t i = 0; i < params_.size(); ++i) {
        const auto&  q    = params_[i];
        const double a    = q.r_end * q.c_end * q.c_end * std::pow(big_a + n, config_.alpha);
        double       move = 0;
        for (const auto& [p, result] : batch)
            move += a / std::pow(big_a + p.k, config_.alpha) / p.c[i] * result * p.delta[i];
        theta_[i] = std::clamp(theta_[i] + move, q.min, q.max);
    }
    k_ += int(batch.size());
}

void Spsa::restore(int k, std::vector<double> theta) {
    k_     = k;
    theta_ = std::move(theta);
}

} // namespace harness::tune
