// Steps 5 and 6 of the gate: tactic and mate suites on both engines with the paired
// comparison, and the SPRT match candidate vs base.

#include "gate_steps.h"

#include "harness/game/registry.h"
#include "harness/match/match_runner.h"
#include "harness/match/openings.h"
#include "harness/suite/compare.h"
#include "harness/suite/suite_run.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>

namespace harness::gate {

namespace {

std::string fixed(double v, int digits = 2) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", digits, v);
    return buf;
}

nlohmann::ordered_json optional_json(const std::optional<double>& v) {
    return v ? nlohmann::ordered_json(*v) : nullptr;
}

// Solve times (ms) of the solved positions, ascending: the solve-time curve.
nlohmann::ordered_json solve_times(const std::vector<suite::PositionResult>& results) {
    std::vector<std::uint64_t> t;
    for (const auto& r : results)
        if (r.status == suite::Status::Solved)
            t.push_back(
                r.found && r.found->time_ms ? *r.found->time_ms : std::uint64_t(r.elapsed_ms));
    std::sort(t.begin(), t.end());
    return t;
}

struct SuiteRuns {
    suite::SuiteRun base, candidate;
};

} // namespace

StepResult suites_step(const GateInputs& in, const GateContext& context) {
    const auto&              c        = in.config.suites;
    auto                     step     = new_step(5, "suites", "tactics and mates, paired", c.on);
    auto                     per_game = nlohmann::ordered_json::array();
    std::vector<std::string> notes, regressions, errors;
    for (const auto& g : context.games) {
        auto files = c.suites.find(g.name());
        if (files == c.suites.end()) continue;
        std::vector<suite::PositionResult> base_all, cand_all;
        auto                               suites = nlohmann::ordered_json::array();
        std::string                        per_suite; // "wac 260 (base 259), ..."
        for (const auto& f : files->second) {
            const auto path = resolve(in.config, f);
            auto       load = suite::load_suite(path, g);
            for (const auto& e : load.errors) errors.push_back(e.to_string());
            if (!load.errors.empty()) continue;
            if (c.first > 0 && load.positions.size() > std::size_t(c.first))
                load.positions.resize(std::size_t(c.first));
            suite::SuiteConfig sc;
            sc.positions                  = load.positions;
            sc.workers                    = c.concurrency;
            sc.options.variant            = g;
            sc.options.limits.movetime_ms = c.movetime_ms;
            SuiteRuns runs;
            sc.engine      = for_game(in.base.spec, g);
            runs.base      = suite::run_suite(sc);
            sc.engine      = for_game(in.candidate.spec, g);
            runs.candidate = suite::run_suite(sc);
            for (const auto* r : { &runs.base, &runs.candidate })
                if (r->error) {
                    step.verdict     = Verdict::Error;
                    step.not_started = r->error->kind == run::WorkerError::Kind::StartFailed;
                    step.reason      = r->error->message;
                    return step;
                }
            // Ids are unique per suite: prefix them with the suite's name for the pooled table
            // (a position without an id is named by its line: `path:line` becomes
            // `stem:line`).
            const auto stem    = std::filesystem::path(path).stem().string();
            const auto line_id = path + ":";
            for (auto* r : { &runs.base.results, &runs.candidate.results })
                for (auto& p : *r) {
                    step.crashes += p.status == suite::Status::Crash;
                    step.timeouts += p.status == suite::Status::Timeout;
                    if (p.id.starts_with(line_id)) p.id.erase(0, line_id.size());
                    p.id = stem + ":" + p.id;
                }
            auto cmp = suite::compare(runs.base.results, runs.candidate.results);
            per_suite += std::string(per_suite.empty() ? "" : ", ") + stem + " "
                + std::to_string(cmp.new_solved) + " (base " + std::to_string(cmp.old_solved) + ")";
            suites.push_back({ { "suite", f }, { "positions", sc.positions.size() },
                { "base_solved", cmp.old_solved }, { "candidate_solved", cmp.new_solved },
                { "newly_failed", cmp.newly_failed }, { "newly_solved", cmp.newly_solved },
                { "base_median_ms", optional_json(cmp.old_median_ms) },
                { "candidate_median_ms", optional_json(cmp.new_median_ms) },
                { "base_solve_ms", solve_times(runs.base.results) },
                { "candidate_solve_ms", solve_times(runs.candidate.results) } });
            base_all.insert(base_all.end(), runs.base.results.begin(), runs.base.results.end());
            cand_all.insert(
                cand_all.end(), runs.candidate.results.begin(), runs.candidate.results.end());
        }
        if (base_all.empty()) continue;
        auto cmp      = suite::compare(base_all, cand_all);
        auto decision = suite::decide(cmp, c.criterion, c.alpha, c.tolerance);
        per_game.push_back({ { "game", g.name() }, { "movetime_ms", c.movetime_ms },
            { "positions", cmp.common }, { "base_solved", cmp.old_solved },
            { "candidate_solved", cmp.new_solved }, { "newly_failed", cmp.newly_failed },
            { "newly_solved", cmp.newly_solved }, { "regression", decision.regression },
            { "decision", decision.reason }, { "suites", suites } });
        std::string note = g.name() + " " + std::to_string(cmp.new_solved) + "/"
            + std::to_string(cmp.common) + " (base " + std::to_string(cmp.old_solved) + ", -"
            + std::to_string(cmp.newly_failed.size()) + " +"
            + std::to_string(cmp.newly_solved.size()) + ")";
        if (suites.size() > 1) note += " [" + per_suite + "]";
        notes.push_back(note);
        if (decision.regression) regressions.push_back(note + ": " + decision.reason);
    }
    step.numbers["criterion"] = c.criterion == suite::Criterion::McNemar ? "mcnemar" : "tolerance";
    step.numbers["alpha"]     = c.alpha;
    step.numbers["tolerance"] = c.tolerance;
    step.numbers["games"]     = per_game;
    auto joined               = [](const std::vector<std::string>& v) {
        std::string out;
        for (const auto& s : v) out += (out.empty() ? "" : "; ") + s;
        return out;
    };
    if (!errors.empty()) {
        step.verdict = Verdict::Error;
        step.reason  = errors.front();
    } else if (!regressions.empty()) {
        step.verdict = Verdict::Fail;
        step.reason  = "regression: " + joined(regressions);
    } else if (per_game.empty()) {
        step.verdict = Verdict::Skipped;
        step.reason  = "no suite for the games the engines play";
    } else {
        step.reason = "no regression: " + joined(notes);
    }
    return step;
}

StepResult sprt_step(const GateInputs& in, const GateContext& context) {
    const auto&             c    = in.config.sprt;
    auto                    step = new_step(6, "sprt", "SPRT match candidate vs base", c.on);
    std::vector<game::Game> games;
    for (const auto& g : context.games)
        if (std::find(c.games.begin(), c.games.end(), g.name()) != c.games.end())
            games.push_back(g);
    if (games.empty()) {
        step.verdict = Verdict::Skipped;
        step.reason  = "the engines play none of the SPRT's games";
        return step;
    }
    auto                     per_game = nlohmann::ordered_json::array();
    std::vector<std::string> notes;
    for (const auto& g : games) {
        match::MatchConfig mc;
        mc.variant                   = g;
        const GateEngine* engines[2] = { &in.candidate, &in.base };
        for (int i = 0; i < 2; ++i) {
            auto& e = mc.engines[std::size_t(i)];
            e.spec  = for_game(engines[i]->spec, g);
            std::vector<std::string> tokens { c.tc };
            tokens.insert(tokens.end(), engines[i]->tc.begin(), engines[i]->tc.end());
            if (!engines[i]->tc.empty()) tokens.erase(tokens.begin()); // its own time control
            for (const auto& token : tokens) {
                auto eq = token.find('=');
                if (eq == std::string::npos) continue;
                auto r = match::apply_tc_key(
                    e.tc, token.substr(0, eq), std::string_view(token).substr(eq + 1));
                if (!r) {
                    step.verdict = Verdict::Error;
                    step.reason  = "time control " + token + ": " + r.error().message;
                    return step;
                }
            }
        }
        if (mc.engines[0].spec.name == mc.engines[1].spec.name) mc.engines[1].spec.name += "-base";
        if (auto files = c.openings.find(g.name()); files != c.openings.end())
            for (const auto& f : files->second) {
                const auto path = resolve(in.config, f);
                auto       book = g == game::gomoku() && !path.ends_with(".epd")
                          ? match::load_gomocup_openings(path, g)
                          : match::load_epd_openings(path, g);
                if (!book.errors.empty()) {
                    step.verdict = Verdict::Error;
                    step.reason  = book.errors.front().to_string();
                    return step;
                }
                mc.openings.insert(mc.openings.end(), book.fens.begin(), book.fens.end());
            }
        mc.openings        = match::order_openings(mc.openings, match::OpeningOrder::Random, 1, 1);
        mc.rounds          = std::max(1, c.max_games / 2);
        mc.games_per_round = 2;
        mc.concurrency     = c.concurrency;
        mc.sprt            = c.sprt;
        mc.adjudication.resign    = match::ResignRule { 4, 800, false };
        mc.adjudication.draw      = match::DrawRule { 40, 8, 10 };
        mc.adjudication.max_moves = 200;
        mc.stop                   = in.stop;
        std::vector<match::GameEntry> played;
        auto                          trace = nlohmann::ordered_json::array();
        mc.on_game                          = [&](const match::GameEntry& e) {
            played.push_back(e);
            auto s = match::summarize(played, mc.games_per_round, mc.sprt);
            if (s.sprt) trace.push_back({ played.size(), s.sprt->llr });
            const auto n = played.size();
            if (in.on_progress && n % (n < 100 ? 10 : 50) == 0)
                in.on_progress(step,
                                             g.name() + " " + std::to_string(n) + " games (W " + std::to_string(s.games.wins)
                                                 + " D " + std::to_string(s.games.draws) + " L "
                                                 + std::to_string(s.games.losses) + ", Elo " + fixed(s.elo.elo, 1) + ", LLR "
                                                 + fixed(s.sprt ? s.sprt->llr : 0.0) + ")");
        };
        auto run = match::run_match(mc);
        if (run.error) {
            step.verdict     = Verdict::Error;
            step.not_started = run.error->kind == run::WorkerError::Kind::StartFailed;
            step.reason      = run.error->message;
            return step;
        }
        const auto& s = run.summary;
        for (const auto& f : s.faults) {
            step.crashes += f.crashes;
            step.timeouts += f.stalls + f.time_forfeits;
        }
        std::string verdict = "inconclusive";
        if (s.sprt && s.sprt->verdict == stats::SprtVerdict::AcceptH1) verdict = "accepted";
        if (s.sprt && s.sprt->verdict == stats::SprtVerdict::AcceptH0) verdict = "rejected";
        auto faults = nlohmann::ordered_json::array();
        for (const auto& f : s.faults)
            faults.push_back({ { "time_forfeits", f.time_forfeits }, { "stalls", f.stalls },
                { "crashes", f.crashes }, { "illegal_moves", f.illegal_moves },
                { "protocol_errors", f.protocol_errors } });
        per_game.push_back({ { "game", g.name() }, { "tc", match::to_string(mc.engines[0].tc) },
            { "base_tc", match::to_string(mc.engines[1].tc) }, { "games", run.games.size() },
            { "max_games", mc.rounds * 2 }, { "wins", s.games.wins }, { "draws", s.games.draws },
            { "losses", s.games.losses },
            { "pentanomial",
                { s.pairs.counts[0], s.pairs.counts[1], s.pairs.counts[2], s.pairs.counts[3],
                    s.pairs.counts[4] } },
            { "elo", s.elo.elo }, { "elo_error95", s.elo.elo_error95 }, { "nelo", s.elo.nelo },
            { "nelo_error95", s.elo.nelo_error95 }, { "los", s.elo.los },
            { "llr", s.sprt ? s.sprt->llr : 0.0 }, { "lower", s.sprt ? s.sprt->lower : 0.0 },
            { "upper", s.sprt ? s.sprt->upper : 0.0 }, { "verdict", verdict },
            { "llr_trace", trace }, { "faults", faults } });
        notes.push_back(g.name() + " " + verdict + " after " + std::to_string(run.games.size())
            + " games (W " + std::to_string(s.games.wins) + " D " + std::to_string(s.games.draws)
            + " L " + std::to_string(s.games.losses) + ", Elo " + fixed(s.elo.elo, 1) + " +- "
            + fixed(s.elo.elo_error95, 1) + ", LLR " + fixed(s.sprt ? s.sprt->llr : 0.0) + ")");
        if (verdict == "rejected" || (verdict == "inconclusive" && !c.inconclusive_passes))
            step.verdict = Verdict::Fail;
    }
    step.numbers["elo0"]  = c.sprt.elo0;
    step.numbers["elo1"]  = c.sprt.elo1;
    step.numbers["alpha"] = c.sprt.alpha;
    step.numbers["beta"]  = c.sprt.beta;
    step.numbers["model"] = stats::to_string(c.sprt.model);
    step.numbers["games"] = per_game;
    for (const auto& n : notes) step.reason += (step.reason.empty() ? "" : "; ") + n;
    step.reason += " [elo0 " + fixed(c.sprt.elo0) + ", elo1 " + fixed(c.sprt.elo1) + ", "
        + stats::to_string(c.sprt.model) + "]";
    return step;
}

} // namespace harness::gate
