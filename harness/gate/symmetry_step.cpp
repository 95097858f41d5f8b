#include "symmetry_step.h"

#include "gate_steps.h"

#include "harness/game/symmetry.h"

#include "engine/core/text.h"

#include <algorithm>
#include <cmath>

namespace harness::gate {

using engine::core::fixed;

std::string finding_kind(const symmetry::Finding& f) {
    const bool per_transform
        = f.check == symmetry::Check::Symmetry || f.check == symmetry::Check::Eval;
    return std::string(symmetry::to_string(f.check)) + (per_transform ? " " + f.transform : "");
}

std::vector<FindingKind> finding_kinds(
    const symmetry::SymmetryRun& base, const symmetry::SymmetryRun& candidate) {
    std::vector<FindingKind> out;
    auto                     count = [&out](const symmetry::Finding& f, bool of_base) {
        const auto kind = finding_kind(f);
        auto       it
            = std::find_if(out.begin(), out.end(), [&](const auto& k) { return k.kind == kind; });
        if (it == out.end()) it = out.insert(out.end(), FindingKind { kind, 0, 0 });
        ++(of_base ? it->base : it->candidate);
    };
    for (const auto& f : base.findings) count(f, true);
    for (const auto& f : candidate.findings) count(f, false);
    return out;
}

BiasChange bias_change(const symmetry::TransformResult& base,
    const symmetry::TransformResult& candidate, double alpha) {
    BiasChange out;
    out.transform = candidate.name;
    std::vector<double> change;
    double              b = 0, c = 0;
    const auto          n = std::min(base.differences.size(), candidate.differences.size());
    for (std::size_t i = 0; i < n; ++i) {
        if (!base.differences[i] || !candidate.differences[i]) continue;
        b += *base.differences[i];
        c += *candidate.differences[i];
        change.push_back(*candidate.differences[i] - *base.differences[i]);
    }
    if (!change.empty()) {
        out.base_mean      = b / double(change.size());
        out.candidate_mean = c / double(change.size());
    }
    out.change = stats::zero_mean_test(change, alpha, SymmetryPower);
    out.grew   = out.change.rejected && std::abs(out.candidate_mean) > std::abs(out.base_mean);
    return out;
}

namespace {

// The spec `game` is checked with: fixed-depth searches need a protocol that asks for them, so
// a UCI engine keeps UCI in gomoku (Sable's binary speaks both); a Gomocup engine cannot.
std::optional<session::EngineSpec> symmetry_spec(session::EngineSpec spec, const game::Game& g) {
    if (spec.proto == protocol::Protocol::Gomocup) return std::nullopt;
    spec.variant = g;
    return spec;
}

// What is left to the deadline, shared by the `runs` runs still to go (0: no deadline).
std::chrono::milliseconds run_budget(const Deadline& deadline, std::size_t runs) {
    if (!deadline) return std::chrono::milliseconds(0);
    const auto left
        = std::chrono::duration_cast<std::chrono::milliseconds>(*deadline - Clock::now());
    return std::max(
        std::chrono::milliseconds(1), left / std::int64_t(std::max<std::size_t>(runs, 1)));
}

std::size_t transform_count(const std::vector<game::Game>& games) {
    std::size_t n = 0;
    for (const auto& g : games) n += game::transforms(g).size();
    return std::max<std::size_t>(n, 1);
}

// One game: both engines on its positions, the kinds of finding and the bias changes. Returns
// false when an engine could not be started (the step's error, in `why`).
bool check_game(const GateInputs& in, const game::Game& g, const SymmetryData& data,
    const Deadline& deadline, std::size_t runs_left, SymmetryGame& out, std::string& why) {
    const auto&              c = in.config.symmetry;
    symmetry::SymmetryConfig sc;
    sc.fens                   = g.rules().random_positions(c.positions, std::uint64_t(c.seed));
    sc.limits.depth           = c.depth;
    sc.repeats                = c.repeats;
    sc.alpha                  = data.test_alpha;
    sc.power                  = SymmetryPower;
    sc.timeouts.perft         = std::chrono::seconds(c.search_timeout_s); // a fixed search's bound
    sc.timeouts.search_margin = std::chrono::seconds(1);
    for (const auto* e : { &in.base, &in.candidate }) {
        sc.engine = *symmetry_spec(e->spec, g);
        sc.budget = run_budget(deadline, runs_left--);
        auto& run = e == &in.base ? out.base : out.candidate;
        run       = symmetry::run_symmetry(sc);
        if (!run.started) {
            why = std::string(e == &in.base ? "base " : "candidate ") + e->spec.name
                + " could not be started for " + g.name();
            return false;
        }
    }
    out.kinds = finding_kinds(out.base, out.candidate);
    for (std::size_t k = 0; k < out.candidate.transforms.size(); ++k)
        out.changes.push_back(
            bias_change(out.base.transforms[k], out.candidate.transforms[k], data.test_alpha));
    return true;
}

std::string signed_cp(double cp) { return (cp >= 0 ? "+" : "") + fixed(cp, 1) + " cp"; }

// What the candidate did wrong in one game, one phrase each.
std::vector<std::string> game_failures(const SymmetryGame& g) {
    std::vector<std::string> out;
    for (const auto& k : g.kinds)
        if (k.base == 0 && k.candidate > 0)
            out.push_back(g.game + " " + k.kind + ": " + std::to_string(k.candidate) + " finding"
                + (k.candidate > 1 ? "s" : "") + ", the base none");
    for (const auto& b : g.changes)
        if (b.grew)
            out.push_back(g.game + " " + b.transform + " bias grew: " + signed_cp(b.base_mean)
                + " -> " + signed_cp(b.candidate_mean) + " (t " + fixed(b.change.t, 1) + ")");
    if (g.candidate.faults > 0 && g.base.faults == 0)
        out.push_back(g.game + ": " + std::to_string(g.candidate.faults)
            + " candidate searches faulted" + (g.candidate.gave_up ? ", the run stopped" : "")
            + (g.candidate.fault_texts.empty() ? ""
                                               : " (" + g.candidate.fault_texts.front() + ")"));
    return out;
}

// One game's figures: positions, the largest bias change and what it detects.
std::string game_summary(const SymmetryGame& g) {
    if (!g.skipped.empty()) return g.game + " not checked: " + g.skipped;
    double most = 0, detects = 0;
    for (const auto& b : g.changes) {
        if (std::abs(b.change.mean) >= std::abs(most)) most = b.change.mean;
        detects = std::max(detects, b.change.detectable);
    }
    return g.game + " " + std::to_string(g.candidate.positions) + " positions, bias change "
        + signed_cp(most) + " (detects " + fixed(detects, 1) + ")";
}

// The kinds of finding both engines show, listed and not gating.
std::string shared_kinds(const SymmetryData& data) {
    std::string out;
    for (const auto& g : data.games)
        for (const auto& k : g.kinds)
            if (k.base > 0)
                out += (out.empty() ? "" : ", ") + g.game + " " + k.kind + " (base "
                    + std::to_string(k.base) + ", candidate " + std::to_string(k.candidate) + ")";
    return out.empty() ? out : "; shared by the base, not gating: " + out;
}

void symmetry_verdict(StepRecord& step, const SymmetryData& data) {
    std::vector<std::string> failures, summaries;
    bool                     cut = false;
    for (const auto& g : data.games) {
        auto f = game_failures(g);
        failures.insert(failures.end(), f.begin(), f.end());
        summaries.push_back(game_summary(g));
        cut = cut || g.base.out_of_time || g.candidate.out_of_time;
        step.crashes += g.candidate.crashes;
        step.timeouts += g.candidate.timeouts;
    }
    if (std::all_of(data.games.begin(), data.games.end(),
            [](const SymmetryGame& g) { return !g.skipped.empty(); })) {
        step.verdict = Verdict::Skipped;
        step.reason  = data.games.empty() ? "no game to check" : summaries.front();
        return;
    }
    std::string joined;
    for (const auto& s : summaries) joined += (joined.empty() ? "" : "; ") + s;
    joined += shared_kinds(data);
    const auto rates = " [each transform's bias growth tested at " + fixed(data.test_alpha, 4)
        + ", " + fixed(data.alpha, 3) + " over all; depth " + std::to_string(data.depth) + "]";
    if (!failures.empty()) {
        step.verdict = Verdict::Fail;
        step.reason  = "candidate " + failures.front()
            + (failures.size() > 1 ? " (and " + std::to_string(failures.size() - 1) + " more)" : "")
            + "; " + joined + rates;
    } else if (cut) {
        step.verdict = Verdict::Incomplete;
        step.reason
            = "the gate's time bound ended it before every position was checked; " + joined + rates;
    } else
        step.reason = "no new kind of finding, no bias grown: " + joined + rates;
}

} // namespace

StepRecord symmetry_step(const GateInputs& in, const GateContext& context) {
    const auto&  c    = in.config.symmetry;
    auto         step = new_step(StepId::Symmetry, in.config);
    SymmetryData data;
    data.positions        = c.positions;
    data.depth            = c.depth;
    data.alpha            = c.alpha;
    data.test_alpha       = c.alpha / double(transform_count(context.games));
    std::size_t runs_left = 2 * context.games.size();
    for (const auto& g : context.games) {
        SymmetryGame out;
        out.game = g.name();
        std::string why;
        if (!symmetry_spec(in.base.spec, g) || !symmetry_spec(in.candidate.spec, g))
            out.skipped = "a Gomocup engine cannot be asked for a fixed-depth search";
        else if (!check_game(in, g, data, context.deadline, runs_left, out, why)) {
            step.verdict     = Verdict::Error;
            step.not_started = true;
            step.reason      = why;
            step.data        = data;
            return step;
        }
        runs_left -= 2;
        data.games.push_back(std::move(out));
    }
    symmetry_verdict(step, data);
    step.data = std::move(data);
    return step;
}

} // namespace harness::gate
