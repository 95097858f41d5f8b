// Steps 5 and 6 of the gate: tactic and mate suites on both engines with the paired
// comparison, and the strength test (or a classic SPRT) candidate vs base in every game both
// engines play.

#include "clock_decided.h"
#include "gate_steps.h"
#include "pair_match.h"

#include "harness/game/positions.h"
#include "harness/game/registry.h"
#include "harness/match/match_runner.h"
#include "harness/match/match_setup.h"
#include "harness/stats/operating.h"
#include "harness/stats/strength_test.h"
#include "harness/suite/compare.h"
#include "harness/suite/suite_run.h"

#include "engine/core/text.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <variant>

namespace harness::gate {

namespace {

using engine::core::fixed;

// A share as a percentage with three significant digits: 95%, 99.5%, 0.714%.
std::string percent(double share) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.3g%%", 100 * share);
    return buf;
}

// Solve times (ms) of the solved positions, ascending: the solve-time curve.
std::vector<std::uint64_t> solve_times(const std::vector<suite::PositionRecord>& results) {
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
    std::size_t     pool = 0, could_lose = 0, could_gain = 0; // the calibration's counts
    std::optional<run::WorkerError> error;
};

// At most n of the positions, spread evenly over the file (0: all of them).
std::vector<suite::SuitePosition> spread(const std::vector<suite::SuitePosition>& all, int n) {
    if (n <= 0 || all.size() <= std::size_t(n)) return all;
    std::vector<suite::SuitePosition> out;
    for (std::size_t i = 0; i < std::size_t(n); ++i)
        out.push_back(all[i * all.size() / std::size_t(n)]);
    return out;
}

// The suites step's positions and runs: the base first runs a pool of the file's positions
// (spread over it) at the step's movetime; the positions that can discriminate are the ones it
// solved, but not at once (at a tenth of the movetime or later: a weaker search could miss
// them), and as many of the ones it failed (a stronger one could find them). Both engines then
// run those afresh: a pair of new runs, so that the choice made on the base's first run does not
// favour it.
SuiteRuns run_discriminating(suite::SuiteConfig sc, const GateInputs& in, const game::Game& g,
    const std::vector<suite::SuitePosition>& all) {
    const auto& c = in.config.suites;
    SuiteRuns   runs;
    sc.positions = spread(all, c.first);
    runs.pool    = sc.positions.size();
    sc.engine    = for_game(in.base.spec, g);
    auto calib   = suite::run_suite(sc);
    if (calib.error) {
        runs.error = calib.error;
        return runs;
    }
    std::vector<suite::SuitePosition> lose, gain;
    const std::uint64_t               instant = std::uint64_t(std::max(1, c.movetime_ms / 10));
    for (std::size_t i = 0; i < calib.results.size() && i < sc.positions.size(); ++i) {
        const auto& r = calib.results[i];
        if (r.status == suite::Status::Solved && r.found && r.found->time_ms.value_or(0) >= instant)
            lose.push_back(sc.positions[i]);
        if (r.status == suite::Status::Failed) gain.push_back(sc.positions[i]);
    }
    if (gain.size() > lose.size()) gain.resize(lose.size());
    runs.could_lose = lose.size();
    runs.could_gain = gain.size();
    sc.positions    = lose;
    sc.positions.insert(sc.positions.end(), gain.begin(), gain.end());
    if (sc.positions.empty()) return runs;
    runs.base      = suite::run_suite(sc);
    sc.engine      = for_game(in.candidate.spec, g);
    runs.candidate = suite::run_suite(sc);
    for (const auto* r : { &runs.base, &runs.candidate })
        if (r->error && !runs.error) runs.error = r->error;
    return runs;
}

// One game's suite files, both engines' results pooled.
struct GameSuites {
    std::vector<suite::PositionRecord> base_all, cand_all;
    std::size_t                        pool = 0, could_lose = 0, could_gain = 0;
    std::vector<SuiteFigures>          suites;
    std::string                        per_suite; // "wac 260 (base 259), ..."
};

// Ids are unique per suite: prefix them with the suite's name for the pooled table (a position
// without an id is named by its line: `path:line` becomes `stem:line`). Counts the faults.
void pool_ids(SuiteRuns& runs, const std::string& path, StepRecord& step) {
    const auto stem    = std::filesystem::path(path).stem().string();
    const auto line_id = path + ":";
    for (auto* r : { &runs.base.results, &runs.candidate.results })
        for (auto& p : *r) {
            step.crashes += p.status == suite::Status::Crash;
            step.timeouts += p.status == suite::Status::Timeout;
            if (p.id.starts_with(line_id)) p.id.erase(0, line_id.size());
            p.id = stem + ":" + p.id;
        }
}

// Adds one suite file's paired runs to its game's.
void add_suite(
    GameSuites& game, const std::string& file, const std::string& path, const SuiteRuns& runs) {
    game.pool += runs.pool;
    game.could_lose += runs.could_lose;
    game.could_gain += runs.could_gain;
    const auto stem = std::filesystem::path(path).stem().string();
    auto       cmp  = suite::compare(runs.base.results, runs.candidate.results);
    game.per_suite += std::string(game.per_suite.empty() ? "" : ", ") + stem + " "
        + std::to_string(cmp.new_solved) + " (base " + std::to_string(cmp.old_solved) + ")";
    game.suites.push_back(
        { file, runs.pool, runs.could_lose, runs.could_gain, runs.base.results.size(), cmp,
            solve_times(runs.base.results), solve_times(runs.candidate.results) });
    game.base_all.insert(game.base_all.end(), runs.base.results.begin(), runs.base.results.end());
    game.cand_all.insert(
        game.cand_all.end(), runs.candidate.results.begin(), runs.candidate.results.end());
}

// Both engines' runs of each suite file of game `g`; a file that does not load is an error in
// `errors`, an engine that fails the run's error.
std::optional<run::WorkerError> run_game_suites(const GateInputs& in, const game::Game& g,
    const std::vector<std::string>& files, GameSuites& game, StepRecord& step,
    std::vector<std::string>& errors) {
    const auto& c = in.config.suites;
    for (const auto& f : files) {
        const auto path = resolve(in.config, f);
        auto       load = suite::load_suite(path, g);
        for (const auto& e : load.errors) errors.push_back(e.to_string());
        if (!load.errors.empty()) continue;
        suite::SuiteConfig sc;
        sc.workers                    = c.concurrency;
        sc.options.variant            = g;
        sc.options.limits.movetime_ms = c.movetime_ms;
        auto runs                     = run_discriminating(sc, in, g, load.positions);
        if (runs.error) return runs.error;
        pool_ids(runs, path, step);
        add_suite(game, f, path, runs);
    }
    return std::nullopt;
}

// "chess 260/300 (base 259, -3 +4) [wac ..., ...]; 20 of 300 positions could discriminate ..."
std::string game_suites_note(const game::Game& g, const GameSuites& game,
    const suite::Comparison& cmp, const std::string& discriminating) {
    std::string note = g.name() + " " + std::to_string(cmp.new_solved) + "/"
        + std::to_string(cmp.common) + " (base " + std::to_string(cmp.old_solved) + ", -"
        + std::to_string(cmp.newly_failed.size()) + " +" + std::to_string(cmp.newly_solved.size())
        + ")";
    if (game.suites.size() > 1) note += " [" + game.per_suite + "]";
    return note + "; " + discriminating;
}

void suites_verdict(StepRecord& step, SuitesData data, const std::vector<std::string>& notes,
    const std::vector<std::string>& regressions, const std::vector<std::string>& errors) {
    const bool measured = !data.games.empty();
    step.data           = std::move(data);
    auto joined         = [](const std::vector<std::string>& v) {
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
    } else if (!measured) {
        step.verdict = Verdict::Skipped;
        step.reason  = notes.empty() ? "no suite for the games the engines play"
                                     : "no position could discriminate: " + joined(notes);
    } else {
        step.reason = "no regression: " + joined(notes);
    }
}

} // namespace

StepRecord suites_step(const GateInputs& in, const GateContext& context) {
    const auto& c    = in.config.suites;
    auto        step = new_step(StepId::Suites, in.config);
    SuitesData  data { c.criterion == suite::Criterion::McNemar ? "mcnemar" : "tolerance", c.alpha,
        c.tolerance, {} };
    std::vector<std::string> notes, regressions, errors;
    for (const auto& g : context.games) {
        auto files = c.suites.find(g.name());
        if (files == c.suites.end()) continue;
        GameSuites game;
        if (auto error = run_game_suites(in, g, files->second, game, step, errors)) {
            step.verdict     = Verdict::Error;
            step.not_started = error->kind == run::WorkerError::Kind::StartFailed;
            step.reason      = error->message;
            return step;
        }
        const auto discriminating = std::to_string(game.could_lose + game.could_gain) + " of "
            + std::to_string(game.pool) + " positions could discriminate ("
            + std::to_string(game.could_lose) + " the base solves, not at once; "
            + std::to_string(game.could_gain) + " it fails)";
        if (game.base_all.empty()) {
            if (game.pool > 0) notes.push_back(g.name() + ": " + discriminating);
            continue;
        }
        auto cmp      = suite::compare(game.base_all, game.cand_all);
        auto decision = suite::decide(cmp, c.criterion, c.alpha, c.tolerance);
        data.games.push_back({ { g.name(), game.pool, game.could_lose, game.could_gain,
                                   std::size_t(cmp.common), cmp, {}, {} },
            c.movetime_ms, decision.regression, decision.reason, game.suites });
        const auto note = game_suites_note(g, game, cmp, discriminating);
        notes.push_back(note);
        if (decision.regression) regressions.push_back(note + ": " + decision.reason);
    }
    suites_verdict(step, std::move(data), notes, regressions, errors);
    return step;
}

namespace {

// The match of game `g`, candidate (engines[0]) against base: time controls, openings and
// adjudication; its length and SPRT are the caller's. An error's text on a bad input.
std::variant<match::MatchConfig, std::string> game_match(
    const GateInputs& in, const game::Game& g) {
    const auto&              c = in.config.sprt;
    std::vector<std::string> openings;
    if (auto files = c.openings.find(g.name()); files != c.openings.end())
        for (const auto& f : files->second) {
            const auto path = resolve(in.config, f);
            auto       book = game::load_positions(path, g, game::position_format(path, g));
            if (!book.errors.empty()) return book.errors.front().to_string();
            openings.insert(openings.end(), book.fens.begin(), book.fens.end());
        }
    // The engine's own time control replaces the config's (the game's, else the step's).
    const auto game_tc = c.game_tc.find(g.name());
    auto       built   = pair_match(g,
                { PairMatchPlayer { &in.candidate.spec, &in.candidate.tc },
                    PairMatchPlayer { &in.base.spec, &in.base.tc } },
        game_tc != c.game_tc.end() ? game_tc->second : c.tc, openings, c.concurrency,
                c.adjudication);
    auto*      mc      = std::get_if<match::MatchConfig>(&built);
    if (!mc) return built;
    if (mc->engines[0].spec.name == mc->engines[1].spec.name) mc->engines[1].spec.name += "-base";
    if (!in.replay_dir.empty()) mc->replay.dir = in.replay_dir + "/" + g.name();
    return built;
}

std::string elo_text(const match::MatchSummary& s, std::size_t games) {
    return std::to_string(games) + " games (W " + std::to_string(s.games.wins) + " D "
        + std::to_string(s.games.draws) + " L " + std::to_string(s.games.losses) + ", Elo "
        + fixed(s.elo.elo, 1) + " +- " + fixed(s.elo.elo_error95, 1) + ")";
}

// What one game's match showed, for the step's figures and reason.
struct GameVerdict {
    std::string                    verdict; // pass, fail; classic: accepted, rejected, inconclusive
    bool                           fails      = false;
    bool                           incomplete = false; // starved: time ran out short of its power
    std::string                    note;
    std::optional<StrengthFigures> strength; // the strength test's figures
    std::uint64_t                  max_games = 0; // the strength test's cap
    double                         llr = 0, lower = 0, upper = 0;
};

// The games the test expects at 0 Elo and at -D (means over ExpectedRuns simulated tests on the
// pairs played, one worst-case pair added, tilted to each; the worst case alone before any pair).
std::pair<double, double> expected_games(
    const stats::StrengthTestConfig& st, const stats::Pentanomial& pairs) {
    constexpr int ExpectedRuns = 400;
    const auto    p = stats::smoothed_probabilities(pairs).value_or(stats::independent_pairs(0, 0));
    const auto    rule = stats::strength_rule(st);
    auto          mean = [&](double elo, std::uint64_t seed) {
        return 2
            * stats::operating_point(rule, p, elo, ExpectedRuns, seed, st.max_pairs).expected_pairs;
    };
    return { mean(0, 1), mean(-st.detect_elo, 2) };
}

GameVerdict judge_strength(const stats::StrengthTestConfig& st, const match::MatchSummary& s,
    std::size_t games, bool out_of_time) {
    const auto  t = stats::strength_test(st, s.pairs, out_of_time);
    GameVerdict v;
    v.verdict = stats::to_string(t.verdict == stats::StrengthVerdict::Continue
            ? stats::StrengthVerdict::Fail // no pair was played
            : t.verdict);
    v.fails   = v.verdict != "pass";
    // The loss it could catch: D when it ran to a bound or its cap, else what its pairs had.
    const bool   full = !t.at_cap || t.pairs >= t.max_pairs;
    const double power
        = full ? st.detect_elo : stats::detectable_loss(s.pairs, st.miss_rate, st.false_alarm_rate);
    const double bound    = stats::loss_upper_bound(s.pairs, 1 - st.false_alarm_rate);
    const auto   expected = expected_games(st, s.pairs);
    v.strength  = StrengthFigures { st.detect_elo, power, st.miss_rate, st.false_alarm_rate,
        t.at_cap, t.out_of_time, t.score, t.cut,
        std::isfinite(bound) ? std::optional<double>(bound) : std::nullopt, expected.first,
        expected.second };
    v.max_games = 2 * t.max_pairs;
    v.llr       = t.llr;
    v.lower     = t.lower;
    v.upper     = t.upper;
    const std::string how = !t.at_cap
        ? "LLR " + fixed(t.llr, 2) + " reached " + fixed(t.llr > 0 ? t.upper : t.lower, 2)
        : t.out_of_time ? "its time ran out before its cap: score " + fixed(t.score, 3)
            + (t.score >= t.cut ? " >= " : " < ") + fixed(t.cut, 3) + " (one-sided, "
            + fixed(100 * st.false_alarm_rate, 1) + "%)"
                        : "at its cap, LLR " + fixed(t.llr, 2)
            + (t.llr >= stats::cap_threshold(st) ? " >= " : " < ")
            + fixed(stats::cap_threshold(st), 2);
    // Starved: its time ran out before it could catch the loss it states. A pass so would say
    // more than the games showed; it is incomplete (a fail stands: the games showed that much).
    v.incomplete = !v.fails && t.out_of_time && std::round(power) > std::round(st.detect_elo);
    if (v.incomplete) v.verdict = "incomplete";
    v.note = " " + v.verdict + " after " + elo_text(s, games) + "; " + how + "; "
        + (std::isfinite(power)
                ? "catches a loss of " + fixed(power, 0) + "+ Elo with " + percent(1 - st.miss_rate)
                : std::string("too few games to catch any loss"))
        + (v.incomplete ? ", not the " + fixed(st.detect_elo, 0) + " it states" : "");
    if (!v.fails && std::isfinite(bound))
        v.note += ", rules out a loss over " + fixed(bound, 0) + " Elo";
    v.note += "; expected " + fixed(expected.first, 0) + " games as strong, "
        + fixed(expected.second, 0) + " at -" + fixed(st.detect_elo, 0) + " Elo";
    return v;
}

GameVerdict judge_classic(
    const SprtStepConfig& c, const match::MatchSummary& s, std::size_t games) {
    GameVerdict v;
    v.verdict = "inconclusive";
    if (s.sprt && s.sprt->verdict == stats::SprtVerdict::AcceptH1) v.verdict = "accepted";
    if (s.sprt && s.sprt->verdict == stats::SprtVerdict::AcceptH0) v.verdict = "rejected";
    v.fails = v.verdict == "rejected" || (v.verdict == "inconclusive" && !c.inconclusive_passes);
    if (s.sprt) {
        v.llr   = s.sprt->llr;
        v.lower = s.sprt->lower;
        v.upper = s.sprt->upper;
    }
    v.note = " " + v.verdict + " after " + elo_text(s, games) + ", LLR "
        + fixed(s.sprt ? s.sprt->llr : 0.0, 2);
    return v;
}

// The candidate's (engines[0]) audit against the bounds: what is over, "" when nothing.
std::string over_bounds(const SprtStepConfig::AuditBounds& b, const match::EngineAudit& a) {
    std::string out;
    auto        check = [&](const std::optional<int>& bound, std::int64_t value, const char* what,
                     const char* unit) {
        if (bound && value > *bound)
            out += std::string(out.empty() ? "" : ", ") + what + " " + std::to_string(value) + unit
                + " > " + std::to_string(*bound) + unit;
    };
    const auto& c = a.clock;
    check(b.latency_p99_ms, c.latency_us.p99 / 1000, "latency p99", " ms");
    check(b.stop_ms, c.stop_us.value_or(0) / 1000, "stop reaction", " ms");
    check(b.isready_ms, c.isready_us.value_or(0) / 1000, "isready reaction", " ms");
    check(b.overruns, c.overruns, "moves past their time", "");
    check(b.output_findings, a.output.total(), "output findings", "");
    return out;
}

// One game's match and verdict, as the step's figures.
SprtGame game_figures(const match::MatchConfig& mc, const match::MatchRun& run,
    const GameVerdict& v, std::vector<std::pair<std::size_t, double>> trace) {
    std::vector<std::string> replays;
    for (const auto& e : run.games)
        if (e.played.replay && !e.played.replay->path.empty())
            replays.push_back(e.played.replay->path);
    return { mc.variant.name(), match::to_string(mc.engines[0].tc),
        match::to_string(mc.engines[1].tc), run.games.size(),
        v.strength ? v.max_games : std::uint64_t(mc.rounds * 2), run.summary, v.strength, v.llr,
        v.lower, v.upper, v.verdict, std::move(trace), std::move(replays) };
}

} // namespace

std::chrono::milliseconds game_budget(const SprtStepConfig& c, const std::vector<game::Game>& games,
    std::size_t g, std::optional<std::chrono::milliseconds> left) {
    if (!left) return std::chrono::milliseconds(0);
    auto weight = [&](const game::Game& h) {
        auto it = c.shares.find(h.name());
        return it == c.shares.end() ? 1.0 : it->second;
    };
    double rest = 0;
    for (std::size_t i = g; i < games.size(); ++i) rest += weight(games[i]);
    const double share = weight(games[g]) / std::max(rest, 1e-9);
    return std::chrono::milliseconds(
        std::max<std::int64_t>(1, std::int64_t(share * double(left->count()))));
}

stats::StrengthTestConfig strength_config(const SprtStepConfig& c, std::size_t games) {
    stats::StrengthTestConfig s;
    s.detect_elo       = c.detect_elo;
    s.miss_rate        = c.miss_rate;
    s.false_alarm_rate = c.false_alarm_rate / double(std::max<std::size_t>(games, 1));
    s.max_pairs        = std::uint64_t(std::max(0, c.max_games / 2));
    if (s.max_pairs == 0)
        s.max_pairs = stats::sized_pairs(s.detect_elo, s.miss_rate, s.false_alarm_rate);
    return s;
}

double played_detect_elo(const SprtStepConfig& c, std::size_t played, std::size_t playable) {
    if (c.detect_elo <= 0 || played == 0 || played >= playable) return c.detect_elo;
    return c.detect_elo * std::sqrt(double(played) / double(playable));
}

namespace {

// The games of the strength test the engines play, in the config's order (the time a game
// leaves passes on), less the ones whose play is unchanged (a note each); `playable` counts
// both.
std::vector<game::Game> games_to_play(const SprtStepConfig& c, const GateContext& context,
    std::size_t& playable, std::vector<std::string>& notes) {
    std::vector<game::Game> games;
    for (const auto& name : c.games)
        for (const auto& g : context.games) {
            if (g.name() != name) continue;
            ++playable;
            auto same = std::find_if(context.unchanged.begin(), context.unchanged.end(),
                [&](const UnchangedGame& u) { return u.game == name; });
            if (same == context.unchanged.end())
                games.push_back(g);
            else
                notes.push_back(name + " not played: unchanged (" + same->why + ")");
        }
    return games;
}

// A game's match as it is played: its games, the LLR after each, and why it stopped.
struct MatchWatch {
    std::atomic<bool>                           timed_out { false }, decided { false };
    std::vector<match::GameEntry>               played;
    std::vector<std::pair<std::size_t, double>> trace;
};

// Sets `mc` to stop at the caller's stop, at the end of `budget` (0: none) and, for the
// strength test, at its verdict; and to report progress as `w` records each game.
void watch_match(match::MatchConfig& mc, MatchWatch& w, const GateInputs& in, StepRecord& step,
    const game::Game& g, const stats::StrengthTestConfig* strength,
    const stats::SprtConfig& llr_sprt, std::chrono::milliseconds budget) {
    const auto deadline = std::chrono::steady_clock::now() + budget;
    mc.stop             = [&in, &w, budget, deadline] { // polled by the match's workers
        if (in.stop && in.stop()) return true;
        if (budget.count() > 0 && std::chrono::steady_clock::now() >= deadline) w.timed_out = true;
        return w.timed_out || w.decided;
    };
    mc.on_game = [&in, &w, &step, &g, strength, llr_sprt,
                     per_round = mc.games_per_round](const match::GameEntry& e) { // one at a time
        w.played.push_back(e);
        auto s = match::summarize(w.played, per_round, llr_sprt);
        if (s.sprt) w.trace.emplace_back(w.played.size(), s.sprt->llr);
        if (strength)
            w.decided = stats::strength_test(*strength, s.pairs).verdict
                != stats::StrengthVerdict::Continue;
        const auto n = w.played.size();
        if (in.on_progress && n % (n < 100 ? 10 : 50) == 0)
            in.on_progress(step,
                g.name() + " " + elo_text(s, n) + ", LLR " + fixed(s.sprt ? s.sprt->llr : 0.0, 2));
    };
}

// A finished match's verdict: the strength test's or the classic SPRT's, incomplete when the
// clock decided it, failed when the candidate's audit is over its bounds.
GameVerdict judge_match(const SprtStepConfig& c, const stats::StrengthTestConfig* strength,
    const match::MatchRun& run, const MatchWatch& w) {
    auto       v     = strength
                  ? judge_strength(*strength, run.summary, run.games.size(), w.timed_out && !w.decided)
                  : judge_classic(c, run.summary, run.games.size());
    const auto clock = clock_decided(run.summary, run.games.size());
    v.note += clock.note();
    if (clock.mostly_forfeits() && !v.fails) {
        v.incomplete = true;
        v.verdict    = "incomplete";
    }
    if (const auto over = over_bounds(c.bounds, run.summary.audits[0]); !over.empty()) {
        v.fails = true;
        v.note += "; the candidate's audit is over its bounds: " + over;
    }
    return v;
}

// The step when no game is left to play: a skip when the engines play none of them, else a
// judged pass (every game's play unchanged, on evidence: unchanged_games).
StepRecord nothing_to_play(
    StepRecord step, std::size_t playable, const std::vector<std::string>& notes) {
    step.verdict = playable == 0 ? Verdict::Skipped : Verdict::Pass;
    step.reason  = playable == 0 ? "the engines play none of the strength test's games"
                                 : "no game's play changed, so none needs playing";
    for (const auto& n : notes) step.reason += "; " + n;
    return step;
}

// The step's reason: each game's note, then what the test could catch (or the SPRT's bounds).
std::string sprt_reason(const SprtStepConfig& c, const std::vector<std::string>& notes,
    bool strength, double detect_elo) {
    std::string reason;
    for (const auto& n : notes) reason += (reason.empty() ? "" : "; ") + n;
    reason += strength ? " [a loss of " + fixed(detect_elo, 0) + "+ Elo caught with "
            + percent(1 - c.miss_rate) + " in each game; an equal engine fails with <= "
            + percent(c.false_alarm_rate) + " over all]"
                       : " [elo0 " + fixed(c.sprt.elo0, 2) + ", elo1 " + fixed(c.sprt.elo1, 2)
            + ", " + stats::to_string(c.sprt.model) + "]";
    return reason;
}

} // namespace

StepRecord sprt_step(const GateInputs& in, const GateContext& context) {
    const auto&              c        = in.config.sprt;
    const bool               strength = c.detect_elo > 0;
    auto                     step     = new_step(StepId::Sprt, in.config);
    std::vector<std::string> notes;
    std::size_t              playable = 0;
    const auto               games    = games_to_play(c, context, playable, notes);
    if (games.empty()) return nothing_to_play(std::move(step), playable, notes);
    // The games left out pass their budget on.
    auto sc       = c;
    sc.detect_elo = played_detect_elo(c, games.size(), playable);
    const auto st = strength_config(sc, games.size());
    SprtData   data;
    // The step's budget, ended earlier by the gate's time bound.
    Deadline step_end = context.deadline;
    if (c.time_budget_s > 0)
        step_end = earlier(context.deadline, Clock::now() + std::chrono::seconds(c.time_budget_s));
    for (std::size_t gi = 0; gi < games.size(); ++gi) {
        const auto& g    = games[gi];
        auto        made = game_match(in, g);
        if (auto* e = std::get_if<std::string>(&made)) {
            step.verdict = Verdict::Error;
            step.reason  = *e;
            return step;
        }
        auto& mc = std::get<match::MatchConfig>(made);
        // The strength test decides when it stops (its minimum share of the cap), the classic
        // SPRT is the runner's.
        const auto llr_sprt = strength ? stats::strength_sprt(st) : c.sprt;
        if (!strength) mc.sprt = c.sprt;
        mc.rounds = strength ? int(st.max_pairs) : std::max(1, c.max_games / 2);
        std::optional<std::chrono::milliseconds> left;
        if (step_end)
            left = std::chrono::duration_cast<std::chrono::milliseconds>(*step_end - Clock::now());
        MatchWatch w;
        watch_match(mc, w, in, step, g, strength ? &st : nullptr, llr_sprt,
            game_budget(c, games, gi, left));
        auto run = match::run_match(mc);
        if (run.error) {
            step.verdict     = Verdict::Error;
            step.not_started = run.error->kind == run::WorkerError::Kind::StartFailed;
            step.reason      = run.error->message;
            return step;
        }
        for (const auto& f : run.summary.faults) {
            step.crashes += f.crashes;
            step.timeouts += f.stalls + f.time_forfeits;
        }
        if (in.stop && in.stop() && !w.decided) { // interrupted: no verdict, and no later game
            notes.push_back(g.name() + " stopped after " + elo_text(run.summary, run.games.size()));
            break;
        }
        auto v = judge_match(c, strength ? &st : nullptr, run, w);
        data.games.push_back(game_figures(mc, run, v, std::move(w.trace)));
        if (const auto n = data.games.back().replays.size(); n > 0)
            v.note += "; " + std::to_string(n) + " fault replay" + (n > 1 ? "s" : "") + " in "
                + mc.replay.dir;
        notes.push_back(g.name() + v.note);
        if (v.fails) step.verdict = Verdict::Fail;
        if (v.incomplete && step.verdict != Verdict::Fail) step.verdict = Verdict::Incomplete;
    }
    data.sprt = strength ? stats::strength_sprt(st) : c.sprt;
    if (strength) {
        data.detect_elo       = sc.detect_elo;
        data.miss_rate        = c.miss_rate;
        data.false_alarm_rate = c.false_alarm_rate;
    }
    step.data   = std::move(data);
    step.reason = sprt_reason(c, notes, strength, sc.detect_elo);
    return step;
}

} // namespace harness::gate
