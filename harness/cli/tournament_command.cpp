#include "tournament_command.h"

#include "args.h"
#include "cores.h"
#include "game_out.h"
#include "match_request.h"

#include "harness/frame/run_frame.h"
#include "harness/input/json_text.h"
#include "harness/process/interrupt.h"
#include "harness/report/match_report.h"
#include "harness/report/writers.h"
#include "harness/run/run_identity.h"
#include "harness/tournament/tournament_journal.h"

#include <iostream>
#include <set>
#include <sstream>

namespace harness::cli {

namespace {

// The match of one pairing, built as arbiter match builds one; the engines named as the
// tournament names them.
match::MatchConfig pairing_match(const TournamentRequest& t, const tournament::Pairing& p,
    const std::vector<std::string>& names, std::ostream& notes) {
    auto r                        = t.request;
    r.engines                     = { t.request.engines[p.a], t.request.engines[p.b] };
    auto s                        = match_setup_or_throw(r, notes, { int(p.a) + 1, int(p.b) + 1 });
    s.config.engines[0].spec.name = names[p.a];
    s.config.engines[1].spec.name = names[p.b];
    s.config.replay               = t.replay;
    return s.config;
}

// Each engine's name (its name=, else its command's), made unique with -2, -3, ...
std::vector<std::string> engine_names(const TournamentRequest& t) {
    std::vector<std::string> names;
    std::set<std::string>    taken;
    for (const auto& tokens : t.request.engines) {
        auto r    = t.request;
        r.engines = { tokens, tokens };
        std::ostringstream quiet;
        const auto         s
            = match_setup_or_throw(r, quiet, { int(names.size()) + 1, int(names.size()) + 1 });
        auto name = s.config.engines[0].spec.name;
        for (int k = 2; taken.count(name); ++k)
            name = s.config.engines[0].spec.name + "-" + std::to_string(k);
        taken.insert(name);
        names.push_back(name);
    }
    return names;
}

tournament::TournamentConfig tournament_config(const TournamentRequest& t) {
    tournament::TournamentConfig c;
    c.names    = engine_names(t);
    c.pairings = tournament::pairings(c.names.size(), t.kind, t.seeds);
    warn_without_book(t.request, std::cerr);
    std::ostringstream again; // the book's notes once, for the first pairing
    for (const auto& p : c.pairings)
        c.matches.push_back(pairing_match(
            t, p, c.names, c.matches.empty() ? std::cerr : static_cast<std::ostream&>(again)));
    c.stop = [] { return process::interrupted(); };
    return c;
}

// The settings of each pairing's match (the report's config.identity).
nlohmann::json pairings_json(const TournamentRequest& t, const tournament::TournamentConfig& c) {
    auto pairings = nlohmann::ordered_json::array();
    for (std::size_t p = 0; p < c.pairings.size(); ++p) {
        auto r    = t.request;
        r.engines = { t.request.engines[c.pairings[p].a], t.request.engines[c.pairings[p].b] };
        pairings.push_back(match::settings_json(c.matches[p], r));
    }
    nlohmann::ordered_json id { { "tournament", tournament::to_string(t.kind) },
        { "pairings", pairings } };
    if (t.seeds > 1) id["seeds"] = t.seeds;
    return input::valid_json(id);
}

// The (pairing, round) slots this process plays: all, or a shard's. A shard's pairings play
// only their rounds of it, and none stops at an SPRT bound: the merged games decide.
frame::ShardPlan shard_rounds(const frame::RunFrame& frame, tournament::TournamentConfig& c,
    const report::Report& frame_report) {
    const auto rounds = c.matches.front().rounds;
    auto       plan   = value_or_throw(frame.plan(c.matches.size() * std::size_t(rounds),
                run::run_identity(report::to_json(frame_report)), "rounds"));
    if (!plan.info) return plan;
    const auto by_pairing = tournament::rounds_by_pairing(plan.slots, c.matches.size(), rounds);
    for (std::size_t p = 0; p < c.matches.size(); ++p) {
        c.matches[p].round_slots = by_pairing[p];
        c.matches[p].sprt.reset();
    }
    c.sharded = true;
    return plan;
}

// The games an interrupted run (of the same tournament and shard) kept, each back to its
// pairing's match.
void resume(frame::RunFrame& frame, const report::Report& frame_report,
    tournament::TournamentConfig& c, const frame::ShardPlan& plan) {
    auto id = run::run_identity(report::to_json(frame_report));
    if (plan.info) id["shard"] = input::valid_json(run::to_json(*plan.info));
    const auto records = value_or_throw(frame.open_journal(id));
    if (auto error = tournament::resume_games(records, frame.journal()->path(), c))
        throw UsageError(*error);
}

// Each game as it ends: the journal, the PGN and EPD files and a line on stderr.
void follow(frame::RunFrame& frame, const TournamentRequest& t, tournament::TournamentConfig& c,
    GameFiles& files) {
    std::vector<report::PgnContext> contexts;
    std::size_t                     total = 0;
    for (std::size_t p = 0; p < c.matches.size(); ++p) {
        const auto& m = c.matches[p];
        contexts.push_back(
            { m.variant, m.referee, { m.engines[0].spec.name, m.engines[1].spec.name },
                { match::to_string(m.engines[0].tc), match::to_string(m.engines[1].tc) },
                pgn_date(frame.provenance().started_at), t.pgn });
        total += (c.sharded && m.round_slots ? m.round_slots->size() : std::size_t(m.rounds))
            * std::size_t(m.games_per_round);
    }
    auto done = std::make_shared<std::size_t>(0);
    c.on_game = [&frame, &files, contexts, total, done](std::size_t p, const match::GameEntry& g) {
        const auto& names = contexts[p].names;
        frame.record(tournament::journal_record(p, g, names));
        files.write(g, contexts[p]);
        if (!frame.options().quiet)
            std::fprintf(stderr,
                "Finished game (pairing %zu, round %d, %s vs %s): %s {%s}; %zu of %zu\n", p + 1,
                g.round + 1, names[std::size_t(g.white)].c_str(),
                names[std::size_t(1 - g.white)].c_str(), engine::core::to_string(g.played.result),
                match::to_string(g.played.reason), ++*done, total);
    };
}

// The report's engines and configuration: what its run identity (shards, merge) is made of.
report::Report frame_report(const TournamentRequest& t, const tournament::TournamentConfig& c) {
    report::Report rep;
    rep.command = "tournament";
    rep.game    = c.matches.front().variant.name();
    for (std::size_t i = 0; i < c.names.size(); ++i) {
        const auto& p    = *std::find_if(c.pairings.begin(), c.pairings.end(),
               [i](const auto& q) { return q.a == i || q.b == i; });
        const auto& m    = c.matches[std::size_t(&p - c.pairings.data())];
        const auto& spec = m.engines[p.a == i ? 0 : 1].spec;
        rep.engines.push_back(report::engine_info("engine", spec, {}));
    }
    rep.config = { { "identity", pairings_json(t, c) }, { "kind", tournament::to_string(t.kind) },
        { "rounds", c.matches.front().rounds },
        { "games_per_round", c.matches.front().games_per_round },
        { "limits", nlohmann::ordered_json::object() },
        { "workers", c.matches.front().concurrency } };
    if (t.seeds > 1) rep.config["seeds"] = t.seeds;
    return rep;
}

report::Report tournament_report(report::Report rep, const TournamentRequest& t,
    const tournament::TournamentConfig& c, tournament::TournamentRun run,
    const frame::ShardPlan& plan, const std::optional<stats::SprtConfig>& sprt) {
    if (plan.info) rep.config["shard"] = run::to_json(*plan.info);
    rep.results = report::TournamentResults { t.kind, c.names, c.pairings, std::move(run.matches),
        std::move(run.table), sprt };
    return rep;
}

} // namespace

int tournament_command(const TournamentRequest& t, const std::vector<std::string>& command_line) {
    frame::FrameOptions options;
    options.files   = t.files;
    options.journal = t.journal;
    options.resume  = t.resume;
    options.quiet   = t.quiet;
    options.shard   = t.shard;
    frame::RunFrame frame("match", command_line, options);
    auto            c    = tournament_config(t);
    const auto      sprt = c.matches.front().sprt;
    auto            rep  = frame_report(t, c);
    const auto&     book = t.request.openings;
    throw_if(frame.check_outputs({ { "--openings", { book ? book->file : "" } } }));
    GameFiles game_files(t.files, t.pgn.crc);
    warn_if_oversubscribed("match", t.request.concurrency, t.request.concurrency, "-concurrency");
    const auto plan = shard_rounds(frame, c, rep);
    resume(frame, rep, c, plan);
    follow(frame, t, c, game_files);
    auto run = tournament::run_tournament(c);
    if (auto code = frame.stopped(run.error)) return *code;
    rep = tournament_report(std::move(rep), t, c, std::move(run), plan, sprt);
    return frame.write(rep, true).value_or(0);
}

} // namespace harness::cli
