#pragma once
// SPSA as fishtest runs it (J. C. Spall, "Implementation of the simultaneous perturbation
// algorithm for stochastic optimization", IEEE Trans. AES 34, 1998; fishtest's spsa_handler):
// at iteration k (1-based, of N) every parameter is perturbed at once by +-c_k, the engine with
// theta + c_k delta plays a game pair (colours reversed, one opening) against the one with
// theta - c_k delta, and each parameter moves by a_k / c_k * result * delta_i, result = the
// pair's wins minus losses of the plus side (-2..2). The schedules:
//   c_k = c / k^gamma,  a_k = a / (A + k)^alpha,  c = c_end N^gamma,  a = r_end c_end^2 (A +
//   N)^alpha
// with alpha 0.602, gamma 0.101 and A a tenth of N (Spall's recommended values, fishtest's
// defaults), so that at the end the perturbation is c_end and the step a_N / c_N^2 is r_end.
// Values are clamped to [min, max] and sent rounded (engines take integer spin options).
//
// The perturbation of iteration k is a function of (seed, k, parameter) alone, not of a random
// stream, so a tune resumed from any iteration, or its iterations played by shards in any
// order, follows the same trajectory as one run straight through.

#include "harness/tune/params.h"

#include <cstdint>
#include <vector>

namespace harness::tune {

struct SpsaConfig {
    int           iterations = 1000; // N: game pairs
    double        alpha = 0.602, gamma = 0.101;
    double        a_ratio = 0.1; // A = a_ratio * N
    std::uint64_t seed    = 1;
};

// The values each side plays with at iteration k: theta +- c_k delta, clamped, unrounded.
struct Perturbation {
    std::vector<double> plus, minus;
    std::vector<int>    delta; // +1 or -1 per parameter
    std::vector<double> c; // c_k per parameter
    int                 k = 0; // the iteration, 1-based
};

// One iteration played: its perturbation and the plus side's wins minus losses over the pair.
struct SpsaStep {
    Perturbation p;
    double       result = 0;
};

class Spsa {
public:
    Spsa(std::vector<Param> params, SpsaConfig config);

    // The next iteration's perturbation (k = iteration() + 1).
    [[nodiscard]] Perturbation perturbation() const { return perturbation_at(k_ + 1); }
    // Iteration k's perturbation of the current theta: a batch of iterations (k = iteration() + 1
    // onwards) is played from one theta, as fishtest's workers play theirs.
    [[nodiscard]] Perturbation perturbation_at(int k) const;
    // Its result (the plus side's wins minus losses over the pair): theta updated, k advanced.
    void update(const Perturbation& p, double result) { apply({ { p, result } }); }
    // A batch's results, in order of k: theta moves by their summed steps (clamped once), k by
    // their count. A batch of one is update().
    void apply(const std::vector<SpsaStep>& batch);

    [[nodiscard]] int                        iteration() const { return k_; }
    [[nodiscard]] const std::vector<double>& theta() const { return theta_; }
    [[nodiscard]] const std::vector<Param>&  params() const { return params_; }
    // Continue from a saved state (a journal): iteration k done, theta as given.
    void restore(int k, std::vector<double> theta);

private:
    std::vector<Param>  params_;
    SpsaConfig          config_;
    std::vector<double> theta_;
    int                 k_ = 0;
};

// +1 or -1: iteration k's perturbation of parameter i (a hash of seed, k and i).
[[nodiscard]] int perturbation_sign(std::uint64_t seed, int k, std::size_t i);

} // namespace harness::tune
