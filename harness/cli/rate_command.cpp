#include "rate_command.h"

#include "args.h"
#include "common_options.h"
#include "output_options.h"
#include "usage.h"

#include "harness/history/history_games.h"
#include "harness/process/interrupt.h"
#include "harness/rate/rate.h"
#include "harness/report/rate_report.h"
#include "harness/report/writers.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>

namespace harness::cli {

namespace {

struct RateOptions {
    std::vector<std::string> paths; // PGN files
    std::string              history; // a history database whose games are rated too
    std::string              anchor;
    double                   anchor_elo  = 0;
    int                      prior_draws = 0;
    rate::Intervals          intervals   = rate::Intervals::Auto;
    int                      resamples   = 1000;
    ReportFiles              files;
    std::string              html;
    bool                     help = false;
};

using Ro = RateOptions;

const auto RateOptionTable = option_table<Ro>({
    group<Ro>("Options:",
        {
            text_option("--history", &Ro::history,
                { "--history FILE",
                    "also every game the history database FILE keeps: its match and tournament "
                    "reports (not shards: their merge) and its rating ladder" }),
            text_option("--anchor", &Ro::anchor,
                { "--anchor NAME", "this player at --anchor-elo (default: the mean at 0)" }),
            number_option<Ro>("--anchor-elo", &Ro::anchor_elo, -1e6, 1e6,
                { "--anchor-elo E", "the anchor's rating (default 0)" }),
            int_option({ "--prior-draws" }, &Ro::prior_draws, 0, 1000,
                { "--prior-draws N",
                    "N virtual draws in every pairing that met, half with each first (BayesElo's "
                    "prior is 2): a pairing won every time rates finitely (default 0: the plain "
                    "likelihood)" }),
            { { "--intervals" },
                [](Args& a, const std::string& opt, Ro& o) {
                    const auto v = a.value(opt);
                    const auto i = rate::parse_intervals(v);
                    if (!i)
                        throw UsageError(opt + ": expected auto, sandwich or bootstrap, got "
                            + engine::core::quote(v));
                    o.intervals = *i;
                },
                { "--intervals auto|sandwich|bootstrap",
                    "95% intervals: sandwich errors clustered by game pair, or the percentile "
                    "bootstrap (default auto: the sandwich when games came in pairs, else the "
                    "bootstrap)" } },
            int_option({ "--resamples" }, &Ro::resamples, 100, 100000,
                { "--resamples N", "the bootstrap's resamples (default 1000; seed 1)" }),
            report_files_option<Ro>({ "--json", "--junit", "--markdown" }, &Ro::files,
                { "--json FILE, --junit FILE, --markdown FILE",
                    "the report (the terminal table is printed)" }),
            text_option("--html", &Ro::html,
                { "--html FILE", "a page with the table and a chart of the ratings" }),
            db_option(&Ro::files, "also store it in a history database"),
        }),
    { help_option(&Ro::help) },
});

const UsageText RateUsage {
    .head
    = R"(usage: arbiter rate [GAMES.pgn|GAME.psq|REPORT.json...] [--history FILE] [--anchor NAME]
                   [--anchor-elo E] [--json FILE]

Joint maximum-likelihood ratings of every player of the games (PGN files, piskvork's .psq records
of gomoku games, the JSON reports of arbiter match and its tournaments, and with --history
every game a history database keeps, so versions rated months apart share one scale):
Bradley-Terry with Davidson's draws and a first-mover advantage (R. R. Davidson, JASA 65,
1970), fitted together, not from each player's aggregate score. 95% intervals are clustered
by game pair (two games of one round, ROUND.1 and ROUND.2 as arbiter match numbers them,
between the same players), so the correlation of a pair's games widens them as it should;
games that came in no pair get the percentile bootstrap (1000 resamples, seed 1; --intervals);
LOS is the likelihood that a player is stronger than the next one down. The crosstable has
W/D/L and each pairing's pentanomial.
Unfinished games ("*") are counted and left out.

)",
    .tail
    = R"(Exit codes: 0 rated; 1 no ratings (a player who never scored, or never conceded, has no finite
rating: named); 2 usage, an unreadable file or a bad game (file:line:col), or a report that
could not be written.
)",
    .column = 47,
};

RateOptions parse(const std::vector<std::string>& argv) {
    const auto args = split_operands(argv);
    auto       o    = read_options(args.options, RateOptionTable);
    o.paths         = args.operands;
    if (o.help) return o;
    if (o.paths.empty() && o.history.empty())
        throw UsageError("arbiter rate needs PGN files, match reports or --history");
    for (const auto& p : o.paths) require_input_file(p, "rate");
    if (!o.history.empty()) require_input_file(o.history, "rate");
    auto checked = o.files;
    checked.others.emplace_back("--html", o.html);
    require_output_paths(checked, { { "GAMES.pgn", o.paths }, { "--history", { o.history } } });
    return o;
}

report::Report rate_report(report::Provenance provenance, const RateOptions& o,
    const rate::GameSet& set, rate::RatingTable table) {
    report::finish(provenance);
    report::Report rep;
    rep.command    = "rate";
    rep.provenance = provenance;
    rep.game       = "chess";
    for (const auto& name : table.names) {
        report::EngineInfo e;
        e.role = "player";
        e.name = name;
        rep.engines.push_back(e);
    }
    rep.config = { { "inputs", o.paths }, { "history", o.history }, { "anchor", o.anchor },
        { "anchor_elo", o.anchor_elo }, { "prior_draws", o.prior_draws },
        { "intervals", rate::to_string(o.intervals) }, { "resamples", o.resamples },
        { "limits", nlohmann::ordered_json::object() }, { "workers", 1 } };
    for (const auto& e : set.errors) rep.rejected.push_back(report::rejected_record(e));
    rep.results = report::RateResults { std::move(table), set.games.size(), set.unfinished };
    return rep;
}

// The games of the files, then those the history database keeps.
rate::GameSet read_games(const RateOptions& o) {
    auto set = rate::read_pgn_games(o.paths);
    if (o.history.empty()) return set;
    auto h = history::History::open(o.history);
    if (!h) throw UsageError(h.error().message);
    auto kept = history::history_games(*h, o.history);
    if (!kept) throw UsageError(kept.error().message);
    std::cerr << "arbiter rate: " << o.history << ": " << kept->set.games.size() << " games of "
              << kept->runs << " match and tournament runs and " << kept->ladder_entries
              << " ladder entries"
              << (kept->set.shards_left_out ? " (" + std::to_string(kept->set.shards_left_out)
                             + " shard reports left out: their merge holds their games)"
                                            : "")
              << "\n";
    auto& more = kept->set;
    set.games.insert(set.games.end(), more.games.begin(), more.games.end());
    set.errors.insert(set.errors.end(), more.errors.begin(), more.errors.end());
    set.unfinished += more.unfinished;
    return set;
}

} // namespace

CommandHelp rate_help() { return command_help(RateUsage, { option_list(RateOptionTable) }); }

int rate_command(const std::vector<std::string>& argv) {
    auto provenance = report::start_provenance(with_command("rate", argv));
    auto o          = parse(argv);
    if (o.help) {
        std::cout << rate_help().text;
        return 0;
    }
    const auto set = read_games(o);
    for (const auto& e : set.errors) std::cerr << e.to_string() << "\n";
    if (set.games.empty()) throw UsageError("no finished games in the files");
    const auto plays
        = [&](const rate::RatedGame& g) { return g.first == o.anchor || g.second == o.anchor; };
    if (!o.anchor.empty() && std::none_of(set.games.begin(), set.games.end(), plays))
        throw UsageError("--anchor '" + o.anchor + "' played none of the games");
    rate::RateOptions ro;
    if (!o.anchor.empty()) ro.anchor = o.anchor;
    ro.anchor_elo  = o.anchor_elo;
    ro.prior_draws = o.prior_draws;
    ro.intervals   = o.intervals;
    ro.bootstrap   = { o.resamples, 1 };
    ro.stop        = [] { return process::interrupted(); };
    auto table     = rate::rate_games(set.games, ro);
    if (process::interrupted()) {
        std::cerr << "arbiter rate: interrupted; nothing written\n";
        return process::interrupted_exit_code();
    }
    const bool rated  = table.fit.error.empty();
    auto       rep    = rate_report(provenance, o, set, std::move(table));
    auto       failed = write_reports(rep, o.files);
    if (!o.html.empty()) {
        std::ofstream f(o.html, std::ios::binary | std::ios::trunc);
        if (f) report::write_rate_html(f, rep, std::get<report::RateResults>(rep.results));
        f.flush();
        if (!f) failed.push_back(o.html + ": " + std::strerror(errno));
    }
    if (!failed.empty()) return report_write_failed("rate", failed, "");
    if (!set.errors.empty()) return 2;
    return rated ? 0 : 1;
}

} // namespace harness::cli
