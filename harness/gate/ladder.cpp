#include "ladder.h"

#include "gate_steps.h"
#include "pair_match.h"

#include "harness/game/positions.h"
#include "harness/match/match_setup.h"
#include "harness/session/engine_spec_text.h"

#include <algorithm>
#include <variant>

namespace harness::gate {

namespace {

std::string wdl_text(const match::MatchSummary& s) {
    return "W " + std::to_string(s.games.wins) + " D " + std::to_string(s.games.draws) + " L "
        + std::to_string(s.games.losses);
}

// The match of the build (engines[0]) against one reference: game pairs on the openings, the
// strength step's adjudication. An error's text on a bad time control.
std::variant<match::MatchConfig, std::string> gauntlet_match(
    const Gauntlet& g, const LadderReference& ref) {
    auto  built = pair_match(g.variant,
         { PairMatchPlayer { &g.build.spec, &g.build.tc }, PairMatchPlayer { &ref.spec, &ref.tc } },
         g.tc, g.openings, g.concurrency, g.adjudication);
    auto* mc    = std::get_if<match::MatchConfig>(&built);
    if (!mc) return built;
    mc->rounds = std::max(1, g.pairs);
    if (!g.replay_dir.empty()) mc->replay.dir = g.replay_dir + "/" + ref.spec.name;
    mc->stop = g.stop;
    return built;
}

// The games of one match as ladder games, the pairs numbered from `first_pair`.
void add_games(const match::MatchConfig& mc, const std::vector<match::GameEntry>& games,
    int first_pair, std::vector<match::RatedGame>& out) {
    const std::array<std::string, 2> names { mc.engines[0].spec.name, mc.engines[1].spec.name };
    for (const auto& e : games)
        if (auto r = match::rated_game(e, names, std::to_string(first_pair + e.round)))
            out.push_back(std::move(*r));
}

} // namespace

engine::core::Expected<LadderReference, std::string> parse_reference(
    const std::vector<std::string>& tokens, game::Game variant) {
    LadderReference          ref;
    std::vector<std::string> spec_tokens;
    for (const auto& t : tokens)
        (match::is_time_control_token(t) ? ref.tc : spec_tokens).push_back(t);
    auto spec = session::parse_engine_spec(spec_tokens, {}, variant);
    if (!spec) return "reference " + spec.error().to_string();
    ref.spec = *spec;
    return ref;
}

GauntletRun play_gauntlet(const Gauntlet& g) {
    GauntletRun out;
    auto&       d    = out.data;
    d.build          = g.build.spec.name;
    d.entry.build    = d.build;
    d.entry.revision = g.revision;
    int next_pair    = 0;
    for (const auto& ref : g.references) {
        if (g.stop && g.stop()) break;
        auto made = gauntlet_match(g, ref);
        if (auto* e = std::get_if<std::string>(&made)) {
            out.error = *e;
            return out;
        }
        const auto& mc  = std::get<match::MatchConfig>(made);
        auto        run = match::run_match(mc);
        if (run.error) {
            out.error       = ref.spec.name + ": " + run.error->message;
            out.not_started = run.error->kind == run::WorkerError::Kind::StartFailed;
            return out;
        }
        d.tc = match::to_string(mc.engines[0].tc);
        d.opponents.push_back(
            { ref.spec.name, match::to_string(mc.engines[1].tc), run.games.size(), run.summary });
        add_games(mc, run.games, next_pair, d.entry.games);
        next_pair += mc.rounds;
    }
    return out;
}

StepRecord ladder_step(const GateInputs& in, const GateContext& context) {
    const auto& c    = in.config.ladder;
    auto        step = new_step(StepId::Ladder, in.config);
    Gauntlet    g;
    g.build    = in.candidate;
    g.revision = in.candidate.revision;
    g.variant  = in.candidate.spec.variant;
    for (const auto& tokens : c.references) {
        auto ref = parse_reference(tokens, g.variant);
        if (!ref) {
            step.verdict = Verdict::Error;
            step.reason  = ref.error();
            return step;
        }
        g.references.push_back(*ref);
    }
    const bool same_build = in.base.spec.name == in.candidate.spec.name
        || (!in.candidate.revision.empty() && in.base.revision == in.candidate.revision);
    if (c.base && !same_build) g.references.push_back({ in.base.spec, in.base.tc });
    if (g.references.empty()) {
        step.verdict = Verdict::Skipped;
        step.reason  = "no reference: give [ladder] references or base = true";
        return step;
    }
    const auto game_tc = in.config.sprt.game_tc.find(g.variant.name());
    g.tc               = !c.tc.empty()                          ? c.tc
                      : game_tc != in.config.sprt.game_tc.end() ? game_tc->second
                                                                : in.config.sprt.tc;
    if (auto files = in.config.sprt.openings.find(g.variant.name());
        files != in.config.sprt.openings.end())
        for (const auto& f : files->second) {
            const auto path = resolve(in.config, f);
            auto       book
                = game::load_positions(path, g.variant, game::position_format(path, g.variant));
            if (!book.errors.empty()) {
                step.verdict = Verdict::Error;
                step.reason  = book.errors.front().to_string();
                return step;
            }
            g.openings.insert(g.openings.end(), book.fens.begin(), book.fens.end());
        }
    g.pairs             = c.pairs;
    g.concurrency       = c.concurrency;
    g.adjudication      = in.config.sprt.adjudication;
    const auto deadline = context.deadline; // the ladder ends inside the gate's time bound too
    g.stop              = [stop = in.stop, deadline] { return (stop && stop()) || over(deadline); };
    if (!in.replay_dir.empty()) g.replay_dir = in.replay_dir + "/ladder";
    auto run = play_gauntlet(g);
    if (!run.error.empty()) {
        step.verdict     = Verdict::Error;
        step.not_started = run.not_started;
        step.reason      = run.error;
        return step;
    }
    step.verdict = Verdict::Pass;
    step.reason  = g.build.spec.name + " played " + std::to_string(run.data.entry.games.size())
        + " games" + (over(deadline) ? " (cut at the gate's time bound)" : "");
    for (const auto& o : run.data.opponents) {
        step.reason += "; vs " + o.name + ": " + wdl_text(o.summary);
        for (const auto& f : o.summary.faults) {
            step.crashes += f.crashes;
            step.timeouts += f.stalls + f.time_forfeits;
        }
    }
    step.data = std::move(run.data);
    return step;
}

} // namespace harness::gate
