// Steps 1-4 of the gate: check, perft, bench, tree size.

#include "gate_steps.h"
#include "harness/check/engine_check.h"
#include "harness/game/uci_games.h"

#include "harness/bench/bench_runner.h"
#include "harness/perft/perft_jobs.h"
#include "harness/perft/perft_run.h"
#include "harness/treesize/positions.h"
#include "harness/treesize/treesize.h"

#include "engine/core/text.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <sstream>

namespace harness::gate {

namespace {

using engine::core::fixed;

std::string join(const std::vector<std::string>& v, const char* sep = " ") {
    std::string out;
    for (const auto& s : v) out += (out.empty() ? "" : sep) + s;
    return out;
}

// "e5d7 c7c5: missing d5c6; extra d5d6" — where a perft mismatch was localised.
std::string divergence_text(const perft::PerftRecord& r) {
    std::string out = r.job.id + " depth " + std::to_string(r.job.depth);
    if (r.expected && r.got)
        out += " (expected " + std::to_string(*r.expected) + ", got " + std::to_string(*r.got)
            + ")";
    if (!r.divergence) return out + (r.detail.empty() ? "" : ": " + r.detail);
    const auto& d = *r.divergence;
    out += ": after " + (d.path.empty() ? std::string("the root") : join(d.path));
    if (!d.missing.empty()) out += ", missing " + join(d.missing);
    if (!d.extra.empty()) out += ", extra " + join(d.extra);
    if (!d.illegal.empty()) out += " (illegal " + join(d.illegal) + ")";
    if (d.missing.empty() && d.extra.empty() && !d.count_differs.empty())
        out += ", counts differ for " + std::get<0>(d.count_differs.front());
    return out;
}

// What a candidate may take for work the base did in `base_ms`: `factor` times it, and at least
// two seconds (a start-up, a loaded machine).
std::chrono::milliseconds slow_bound(double factor, std::int64_t base_ms) {
    return std::chrono::milliseconds(
        std::max<std::int64_t>(2000, std::int64_t(factor * double(base_ms))));
}

double slow_seconds(std::chrono::milliseconds ms) { return double(ms.count()) / 1000; }

// How long a UCI engine has to answer Gomocup's START with OK before it is taken not to play
// gomoku (one that does not know the words never answers).
constexpr std::chrono::milliseconds GomocupProbe { 2000 };

// Whether the strength test or the suites have gomoku to play.
bool wants_gomoku(const GateConfig& c) {
    return std::find(c.sprt.games.begin(), c.sprt.games.end(), "gomoku") != c.sprt.games.end()
        || c.suites.suites.count("gomoku") > 0;
}

} // namespace

StepRecord new_step(StepId id, const GateConfig& config) {
    const auto name = step_name(id, config);
    StepRecord s;
    s.number  = name.number;
    s.name    = name.name;
    s.title   = name.title;
    s.gating  = step_switch(id, config).gating;
    s.verdict = Verdict::Pass;
    return s;
}

session::EngineSpec for_game(session::EngineSpec spec, const game::Game& game) {
    spec.variant = game;
    if (game->protocol().gomocup && spec.proto == protocol::Protocol::Uci)
        spec.proto = protocol::Protocol::Gomocup; // the same binary, asked in Gomocup's words
    return spec;
}

bool answers_gomocup(const session::EngineSpec& spec, std::chrono::milliseconds timeout) {
    // Only an engine given no game (the default) is asked whether it also speaks Gomocup.
    if (spec.proto != protocol::Protocol::Uci || spec.variant != game::Game {}) return false;
    protocol::Timeouts t;
    t.handshake = timeout;
    t.ping      = timeout;
    session::EngineSession session(for_game(spec, game::gomoku()), t);
    const bool             ok = bool(session.start());
    session.stop();
    return ok;
}

std::vector<game::Game> games_played(
    const session::EngineSpec& spec, const std::vector<std::string>& option_lines) {
    std::vector<game::Game> out { game::without_uci_chess960(spec.variant) };
    auto                    add = [&](const game::Game& g) {
        if (std::none_of(out.begin(), out.end(), [&](const auto& h) { return h == g; }))
            out.push_back(g);
    };
    if (spec.proto == protocol::Protocol::Ucci) return { game::xiangqi() };
    for (const auto& line : option_lines) {
        const auto chess960 = game::with_uci_chess960(out.front());
        if (chess960 && line.find("name UCI_Chess960 ") != std::string::npos) add(*chess960);
        if (line.find("name UCI_Variant ") == std::string::npos) continue;
        std::istringstream in(line);
        std::string        word, previous;
        while (in >> word) {
            if (const auto g = game::uci_variant_game(word); previous == "var" && g) add(*g);
            previous = word;
        }
    }
    return out;
}

namespace {

// The change is judged, not the engine: a checklist step the candidate fails and the base passes
// fails the gate; one both fail is a defect the base shares, listed and not gating (so that an
// engine with a defect can still gate its changes); one only the base fails is noted as fixed.
void judge_checks(StepRecord& step, CheckData& data, const std::map<int, std::string>& base,
    const std::map<int, std::string>& candidate, const std::vector<game::Game>& games) {
    std::vector<std::string> added, shared, fixed;
    for (const auto& [n, detail] : candidate) (base.count(n) ? shared : added).push_back(detail);
    for (const auto& [n, detail] : base)
        if (!candidate.count(n)) fixed.push_back(detail);
    std::vector<std::string> names;
    for (const auto& g : games) names.push_back(g.name());
    data.judged          = true;
    data.games           = names;
    data.shared_failures = shared;
    auto more            = [](const std::vector<std::string>& v) {
        return v.size() > 1 ? " (and " + std::to_string(v.size() - 1) + " more)" : std::string();
    };
    if (!added.empty()) {
        step.verdict = Verdict::Fail;
        step.reason  = "candidate " + added.front() + more(added) + " (the base passes it)";
    } else {
        step.reason = (shared.empty() ? "both engines pass every step"
                                      : "the candidate fails no step the base passes")
            + std::string("; they play ") + join(names, ", ");
    }
    if (!shared.empty())
        step.reason += "; shared by the base, not gating: " + shared.front() + more(shared);
    if (!fixed.empty()) step.reason += "; fixed by the candidate: " + fixed.front() + more(fixed);
}

} // namespace

StepRecord check_step(const GateInputs& in, GateContext& context) {
    auto step = new_step(StepId::Check, in.config);
    context.games.clear();
    std::vector<std::vector<game::Game>> played;
    std::map<int, std::string>           failed[2]; // step number -> detail; base, candidate
    auto&                                data = step.data.emplace<CheckData>();
    for (const auto* e : { &in.base, &in.candidate }) {
        const std::string role = e == &in.base ? "base" : "candidate";
        auto  check = check::check_engine(e->spec, std::chrono::seconds(in.config.check.timeout_s));
        auto& side  = e == &in.base ? data.base : data.candidate;
        side        = CheckSide { !check.not_started, check.report.steps, check.hint };
        if (check.not_started) {
            step.verdict     = Verdict::Error;
            step.not_started = true;
            step.reason
                = role + " " + e->spec.name + " could not be started: " + *check.not_started;
            return step;
        }
        for (const auto& s : check.report.steps)
            if (!s.passed)
                failed[e == &in.base ? 0 : 1][s.number]
                    = "step " + std::to_string(s.number) + " " + s.name + ": " + s.detail;
        // The games it plays, from its own handshake.
        session::EngineSession session(e->spec);
        auto                   id = session.start();
        if (id) (e == &in.base ? context.base_id : context.candidate_id) = { id->name, id->author };
        played.push_back(
            id ? games_played(e->spec, id->options) : std::vector<game::Game> { e->spec.variant });
        session.stop();
        if (id && wants_gomoku(in.config) && answers_gomocup(e->spec, GomocupProbe))
            played.back().push_back(game::gomoku());
    }
    for (const auto& g : played[1])
        if (std::any_of(played[0].begin(), played[0].end(), [&](const auto& h) { return h == g; }))
            context.games.push_back(g);
    if (context.games.empty()) context.games.push_back(in.candidate.spec.variant);
    judge_checks(step, data, failed[0], failed[1], context.games);
    return step;
}

StepRecord perft_step(const GateInputs& in, const GateContext& context) {
    const auto&              c    = in.config.perft;
    auto                     step = new_step(StepId::Perft, in.config);
    std::vector<std::string> failures, skipped, ran;
    PerftData                data;
    for (const auto& g : context.games) {
        auto files = c.suites.find(g.name());
        if (files == c.suites.end() || files->second.empty()) continue;
        perft::PerftConfig pc;
        pc.engine  = for_game(in.candidate.spec, g);
        pc.workers = c.concurrency;
        std::vector<std::string> paths;
        for (const auto& f : files->second) {
            paths.push_back(resolve(in.config, f));
            auto list
                = perft::jobs_from_suite(paths.back(), *g, perft::JobLimits { {}, c.max_nodes });
            for (const auto& e : list.errors) failures.push_back(e.to_string());
            pc.jobs.insert(pc.jobs.end(), list.jobs.begin(), list.jobs.end());
        }
        if (pc.jobs.empty()) continue;
        pc.timeouts.perft = perft::perft_deadline(pc.jobs);
        auto run          = perft::run_perft(pc);
        if (run.error) {
            if (run.error->kind == run::WorkerError::Kind::StartFailed) {
                step.verdict     = Verdict::Error;
                step.not_started = true;
                step.reason      = run.error->message;
                return step;
            }
            skipped.push_back(g.name() + ": " + run.error->message);
            continue;
        }
        ran.push_back(g.name());
        PerftGame figures;
        figures.game      = g.name();
        figures.suites    = paths;
        figures.max_nodes = c.max_nodes;
        figures.total     = run.results.size();
        for (const auto& r : run.results) {
            figures.ok += r.status == perft::Status::Ok;
            figures.mismatch += r.status == perft::Status::Mismatch;
            step.crashes += r.status == perft::Status::Crash;
            step.timeouts += r.status == perft::Status::Timeout;
            if (r.status == perft::Status::Ok) continue;
            auto text = divergence_text(r);
            failures.push_back(g.name() + " " + text);
            if (figures.failures.size() < 20) figures.failures.push_back({ r, text });
        }
        data.games.push_back(std::move(figures));
    }
    step.data = data;
    if (!failures.empty()) {
        step.verdict = Verdict::Fail;
        step.reason  = failures.front()
            + (failures.size() > 1 ? " (and " + std::to_string(failures.size() - 1) + " more)"
                                   : "");
    } else if (ran.empty()) {
        step.verdict = Verdict::Skipped;
        step.reason  = skipped.empty() ? "no perft suite for the games the engines play"
                                       : join(skipped, "; ");
    } else {
        std::size_t total = 0;
        for (const auto& g : data.games) total += g.total;
        step.reason = "all " + std::to_string(total) + " perft jobs agree (" + join(ran, ", ")
            + ", up to " + std::to_string(c.max_nodes) + " nodes)"
            + (skipped.empty() ? "" : "; skipped " + join(skipped, "; "));
    }
    return step;
}

StepRecord bench_step(const GateInputs& in) {
    const auto&        c    = in.config.bench;
    auto               step = new_step(StepId::Bench, in.config);
    bench::BenchConfig bc;
    bc.mode            = c.mode;
    bc.bench_args      = c.words;
    bc.signature_regex = c.regex;
    bc.runs            = c.runs;
    bc.timeout         = std::chrono::seconds(c.timeout_s);
    bc.engine          = in.base.spec;
    auto base          = bench::run_bench(bc);
    // The candidate may take slow_factor times the base's slowest run, no more.
    std::int64_t base_ms = 0;
    for (const auto& r : base.runs) base_ms = std::max(base_ms, r.wall_ms);
    const auto slow = slow_bound(in.config.slow_factor, base_ms);
    if (base.deterministic && slow < bc.timeout) bc.timeout = slow;
    bc.engine        = in.candidate.spec;
    auto  cand       = bench::run_bench(bc);
    auto& data       = step.data.emplace<BenchData>();
    data.base        = base;
    data.candidate   = cand;
    auto first_fault = [](const bench::BenchRun& o) {
        for (const auto& r : o.runs)
            if (!r.fault.empty()) return r.fault;
        return std::string("the runs disagree");
    };
    for (const auto* o : { &base, &cand })
        if (!o->runs.empty() && !o->runs.front().started) {
            step.verdict     = Verdict::Error;
            step.not_started = true;
            step.reason      = first_fault(*o);
            return step;
        }
    if (base.deterministic && !cand.runs.empty() && cand.runs.front().timed_out
        && bc.timeout == slow) {
        step.verdict = Verdict::Fail;
        step.reason  = "candidate bench too slow: no end within " + fixed(slow_seconds(slow), 1)
            + " s, over " + fixed(in.config.slow_factor, 0) + "x the base's "
            + fixed(double(base_ms) / 1000, 2) + " s";
        data.slow_factor = in.config.slow_factor;
        return step;
    }
    if (!base.signature && !cand.signature
        && std::all_of(
            base.runs.begin(), base.runs.end(), [](const auto& r) { return !r.figures.nodes; })) {
        step.verdict = Verdict::Skipped;
        step.reason  = "the engines have no bench command (" + first_fault(base) + ")";
        return step;
    }
    if (!cand.deterministic || !base.deterministic) {
        step.verdict = Verdict::Fail;
        step.reason  = std::string(!cand.deterministic ? "candidate" : "base")
            + " bench: " + first_fault(!cand.deterministic ? cand : base);
        return step;
    }
    const bool            changed = *base.signature != *cand.signature;
    auto                  bn = base.median_nps(), cn = cand.median_nps();
    std::optional<double> ratio;
    if (bn && cn && *bn > 0) ratio = double(*cn) / double(*bn);
    data.compared  = true;
    data.changed   = changed;
    data.nps_ratio = ratio;
    step.reason    = "signature " + std::string(changed ? "changed: " : "unchanged: ")
        + std::to_string(*base.signature)
        + (changed ? " -> " + std::to_string(*cand.signature) : "")
        + (ratio ? ", nps ratio " + fixed(*ratio, 3) : "") + ", deterministic";
    if (changed && c.fail_on_change) step.verdict = Verdict::Fail;
    if (ratio && c.min_nps_ratio > 0 && *ratio < c.min_nps_ratio) {
        step.verdict = Verdict::Fail;
        step.reason += " (below the minimum " + fixed(c.min_nps_ratio, 3) + ")";
    }
    return step;
}

namespace {

// The first `c.first` positions of a game's tree-size files; load errors go to `faults`.
std::vector<std::string> treesize_fens(const GateInputs& in, const game::Game& g,
    const std::vector<std::string>& files, std::vector<std::string>& faults) {
    const auto&              c = in.config.treesize;
    std::vector<std::string> fens;
    for (const auto& f : files) {
        auto load = treesize::load_positions(resolve(in.config, f), g, c.first);
        for (const auto& e : load.errors) faults.push_back(e.to_string());
        fens.insert(fens.end(), load.fens.begin(), load.fens.end());
    }
    if (fens.size() > std::size_t(c.first)) fens.resize(std::size_t(c.first));
    return fens;
}

// Each position's fault of either engine, counted as a crash or a timeout.
void note_position_faults(const game::Game& g, const treesize::TreeSizeRun& base,
    const treesize::TreeSizeRun& cand, StepRecord& step, std::vector<std::string>& faults) {
    for (const auto* run : { &base, &cand })
        for (const auto& p : run->positions)
            if (!p.fault.empty()) {
                faults.push_back(g.name() + " " + p.fen + ": " + p.fault);
                step.crashes += p.fault.rfind("crash", 0) == 0;
                step.timeouts += p.fault.rfind("timeout", 0) == 0;
            }
}

// Both engines' nodes per depth, and the candidate/base ratio at the deepest depth both
// reached on every position.
TreeSizeGame depth_ratios(const game::Game& g, std::size_t positions,
    const treesize::TreeSizeRun& base, const treesize::TreeSizeRun& cand, int depth) {
    auto         bt = treesize::depth_totals(base, depth), ct = treesize::depth_totals(cand, depth);
    TreeSizeGame figures;
    figures.game      = g.name();
    figures.positions = positions;
    for (std::size_t i = 0; i < bt.size(); ++i) {
        std::optional<double> ratio;
        if (bt[i].positions > 0 && bt[i].positions == ct[i].positions && bt[i].nodes > 0)
            ratio = double(ct[i].nodes) / double(bt[i].nodes);
        if (ratio) {
            figures.ratio       = ratio;
            figures.ratio_depth = bt[i].depth;
        }
        figures.depths.push_back({ bt[i], ct[i], ratio });
    }
    return figures;
}

std::string treesize_too_slow(const GateInputs& in, const game::Game& g, std::size_t positions,
    const treesize::TreeSizeRun& base, const treesize::TreeSizeRun& cand) {
    return g.name() + ": candidate too slow: over " + fixed(in.config.slow_factor, 0)
        + "x the base's " + fixed(double(base.wall_ms) / 1000, 2) + " s for "
        + std::to_string(positions) + " searches to depth "
        + std::to_string(in.config.treesize.depth) + " (stopped after "
        + fixed(double(cand.wall_ms) / 1000, 1) + " s)";
}

void treesize_verdict(StepRecord& step, TreeSizeData data, const std::vector<std::string>& notes,
    const std::vector<std::string>& faults) {
    const bool measured = !data.games.empty();
    step.data           = std::move(data);
    if (!faults.empty()) {
        step.verdict = Verdict::Fail;
        step.reason  = faults.front();
    } else if (!measured) {
        step.verdict = Verdict::Skipped;
        step.reason  = "no tree-size positions for the games the engines play";
    } else {
        step.reason = notes.empty() ? "no depth reached by both engines on every position"
                                    : join(notes, "; ") + " (candidate / base)";
    }
}

} // namespace

StepRecord treesize_step(const GateInputs& in, const GateContext& context) {
    const auto&              c    = in.config.treesize;
    auto                     step = new_step(StepId::TreeSize, in.config);
    TreeSizeData             data;
    std::vector<std::string> notes, faults;
    for (const auto& g : context.games) {
        auto files = c.positions.find(g.name());
        if (files == c.positions.end()) continue;
        const auto fens = treesize_fens(in, g, files->second, faults);
        if (fens.empty()) continue;
        treesize::TreeSizeConfig tc;
        tc.fens   = fens;
        tc.depth  = c.depth;
        tc.engine = for_game(in.base.spec, g);
        auto base = treesize::measure_tree_size(tc);
        tc.engine = for_game(in.candidate.spec, g);
        tc.budget = slow_bound(in.config.slow_factor, base.wall_ms);
        auto cand = treesize::measure_tree_size(tc);
        if (!base.started || !cand.started) {
            step.verdict     = Verdict::Error;
            step.not_started = true;
            step.reason      = (base.started ? in.candidate.spec.name : in.base.spec.name)
                + " could not be started";
            return step;
        }
        if (cand.out_of_time) {
            step.verdict = Verdict::Fail;
            step.reason  = treesize_too_slow(in, g, fens.size(), base, cand);
            step.data    = TreeSizeData { {}, in.config.slow_factor };
            return step;
        }
        note_position_faults(g, base, cand, step, faults);
        auto       figures    = depth_ratios(g, fens.size(), base, cand, c.depth);
        const auto last_ratio = figures.ratio;
        const int  last_depth = figures.ratio_depth;
        data.games.push_back(std::move(figures));
        if (last_ratio) {
            notes.push_back(g.name() + " nodes ratio " + fixed(*last_ratio, 3) + " at depth "
                + std::to_string(last_depth));
            if (c.max_node_ratio > 0 && *last_ratio > c.max_node_ratio) {
                step.verdict = Verdict::Fail;
                notes.back() += " (above " + fixed(c.max_node_ratio, 3) + ")";
            }
        }
    }
    treesize_verdict(step, std::move(data), notes, faults);
    return step;
}

} // namespace harness::gate
