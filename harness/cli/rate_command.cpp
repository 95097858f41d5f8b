#include "rate_command.h"

#include "args.h"
#include "common_options.h"
#include "output_options.h"
#include "usage.h"

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
    std::string              anchor;
    double                   anchor_elo  = 0;
    int                      prior_draws = 0;
    ReportFiles              files;
    std::string              html;
    bool                     help = false;
};

using Ro = RateOptions;

const auto RateOptionTable = option_table<Ro>({
    group<Ro>("Options:",
        {
            text_option("--anchor", &Ro::anchor,
                { "--anchor NAME", "this player at --anchor-elo (default: the mean at 0)" }),
            number_option<Ro>("--anchor-elo", &Ro::anchor_elo, -1e6, 1e6,
                { "--anchor-elo E", "the anchor's rating (default 0)" }),
            int_option({ "--prior-draws" }, &Ro::prior_draws, 0, 1000,
                { "--prior-draws N",
                    "N virtual draws in every pairing that met, half with each first (BayesElo's "
                    "prior is 2): a pairing won every time rates finitely (default 0: the plain "
                    "likelihood)" }),
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
    = R"(usage: arbiter rate GAMES.pgn|REPORT.json... [--anchor NAME] [--anchor-elo E] [--json FILE]

Joint maximum-likelihood ratings of every player of the games (PGN files, or the JSON reports
of arbiter match and its tournaments): Bradley-Terry with Davidson's draws and a first-mover
advantage (R. R. Davidson, JASA 65, 1970), fitted together, not from
each player's aggregate score. 95% intervals are clustered by game pair (two games of one
round, ROUND.1 and ROUND.2 as arbiter match numbers them, between the same players), so the
correlation of a pair's games widens them as it should; LOS is the likelihood that a player is
stronger than the next one down. The crosstable has W/D/L and each pairing's pentanomial.
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
    if (o.paths.empty()) throw UsageError("arbiter rate needs PGN files or match reports");
    for (const auto& p : o.paths) require_input_file(p, "rate");
    require_output_paths(o.files, { { "GAMES.pgn", o.paths } });
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
    rep.config = { { "inputs", o.paths }, { "anchor", o.anchor }, { "anchor_elo", o.anchor_elo },
        { "prior_draws", o.prior_draws }, { "limits", nlohmann::ordered_json::object() },
        { "workers", 1 } };
    for (const auto& e : set.errors) rep.rejected.push_back(report::rejected_record(e));
    rep.results = report::RateResults { std::move(table), set.games.size(), set.unfinished };
    return rep;
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
    const auto set = rate::read_pgn_games(o.paths);
    for (const auto& e : set.errors) std::cerr << e.to_string() << "\n";
    if (set.games.empty()) throw UsageError("no finished games in the files");
    const auto plays
        = [&](const rate::Game& g) { return g.first == o.anchor || g.second == o.anchor; };
    if (!o.anchor.empty() && std::none_of(set.games.begin(), set.games.end(), plays))
        throw UsageError("--anchor '" + o.anchor + "' played none of the games");
    rate::RateOptions ro;
    if (!o.anchor.empty()) ro.anchor = o.anchor;
    ro.anchor_elo     = o.anchor_elo;
    ro.prior_draws    = o.prior_draws;
    auto       table  = rate::rate_games(set.games, ro);
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
