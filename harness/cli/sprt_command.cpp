#include "harness/cli/sprt_command.h"

#include "harness/cli/args.h"
#include "harness/cli/common_options.h"
#include "harness/cli/output_options.h"
#include "harness/gate/gate_config.h"
#include "harness/gate/gate_steps.h"
#include "harness/input/json_text.h"
#include "harness/plan/match_pairs.h"
#include "harness/plan/plan.h"
#include "harness/report/sprt_report.h"

#include <charconv>
#include <cmath>
#include <iostream>
#include <sstream>

namespace harness::cli {

namespace {

struct SprtOptions {
    std::string   profile, model = "normalized", pentanomial, wdl, from, elo_range;
    int           games = 0, points = 9, runs = 2000;
    double        elo0 = NAN, elo1 = NAN, alpha = 0.05, beta = 0.05, draw_ratio = NAN;
    std::uint64_t max_pairs = 0, seed = 1;
    std::string   json, html;
    bool          help = false;
};

using S = SprtOptions;
const std::vector<Option<SprtOptions>> SprtOptionTable {
    text_option("--profile", &S::profile,
        { "--profile P", "the gate's strength test of profile P (quick, standard, full)" }),
    int_option({ "--games" }, &S::games, 1, 64,
        { "--games N",
            "with --profile: the test of one game when N of its games are played "
            "(default all; fewer shrink D as step 6 does)" }),
    number_option("--elo0", &S::elo0, -1e6, 1e6, { "--elo0 E", "or a classic GSPRT: H0" }),
    number_option("--elo1", &S::elo1, -1e6, 1e6, { "--elo1 E", "H1 (elo1 > elo0)" }),
    number_option("--alpha", &S::alpha, 0, 0.5, { "--alpha A", "P(pass at H0) (default 0.05)" }),
    number_option("--beta", &S::beta, 0, 0.5, { "--beta B", "P(fail at H1) (default 0.05)" }),
    text_option("--model", &S::model,
        { "--model M", "normalized (default: elo0/elo1 in nElo) or logistic" }),
    { { "--max-pairs" },
        [](Args& a, const std::string& opt, S& o) { o.max_pairs = a.u64_value(opt, 1); },
        { "--max-pairs N", "the classic test's cap (default: none)" } },
    number_option("--draw-ratio", &S::draw_ratio, -1e-9, 1 + 1e-9,
        { "--draw-ratio R", "pairs of two independent games drawn with R (default 0)" }),
    text_option("--pentanomial", &S::pentanomial,
        { "--pentanomial L", "five pair counts (read against the test) or probabilities" }),
    text_option("--wdl", &S::wdl, { "--wdl W,D,L", "game counts (classic tests)" }),
    text_option("--from", &S::from, { "--from FILE", "a match's JSON report: its pair counts" }),
    text_option("--elo", &S::elo_range,
        { "--elo LO:HI", "the true Elo range (logistic; default around H0 and H1)" }),
    int_option(
        { "--points" }, &S::points, 2, 200, { "--points N", "Elo values in it (default 9)" }),
    int_option({ "--runs" }, &S::runs, 10, 10000000,
        { "--runs N", "simulated tests per Elo (default 2000)" }),
    { { "--seed" }, [](Args& a, const std::string& opt, S& o) { o.seed = a.u64_value(opt, 0); },
        { "--seed S", "the simulation's seed (default 1)" } },
    text_option("--json", &S::json, { "--json FILE", "the plan as JSON" }),
    text_option("--html", &S::html, { "--html FILE", "a page with the OC and ASN curves" }),
    help_option(&S::help),
};

const UsageText SprtUsage {
    .head
    = R"(usage: arbiter sprt (--profile P [--games N] | --elo0 E0 --elo1 E1 [--alpha A] [--beta B]
                    [--model normalized|logistic] [--max-pairs N])
                    [--draw-ratio R | --pentanomial L | --wdl W,D,L | --from FILE]
                    [--elo LO:HI] [--points N] [--runs N] [--seed S] [--json F] [--html F]

Plans a sequential test before it runs, as fishtest's SPRT calculator does: the probability
that it passes and the game pairs it plays to a decision at H0, at H1 and over a range of true
Elo (the OC and ASN curves), by simulation through the test's own code over game pairs drawn
from a distribution -- two independent games with a draw ratio, pentanomial probabilities, or
the pairs a match played (--pentanomial counts, --from its JSON report), tilted to each Elo.
The test is the gate's strength test of a profile (--profile: its D, error rates and cap, the
same code step 6 runs) or a classic GSPRT. Counts (--pentanomial counts, --wdl, --from) are
also read against the test: Elo, nElo, LOS, the LLR and its verdict.

)",
    .tail   = R"(Exit codes: 0 done; 2 usage or input error.
)",
    .column = 22,
};

// Numbers separated by commas (or spaces).
std::vector<double> numbers(const std::string& opt, const std::string& text, std::size_t count) {
    std::vector<double> out;
    std::istringstream  in(text);
    for (std::string item; std::getline(in, item, ',');) {
        double x = 0;
        auto   s = item.find_first_not_of(' '), e = item.find_last_not_of(' ');
        auto   cut     = s == std::string::npos ? std::string() : item.substr(s, e - s + 1);
        auto [end, ec] = std::from_chars(cut.data(), cut.data() + cut.size(), x);
        if (cut.empty() || ec != std::errc() || end != cut.data() + cut.size() || x < 0)
            throw UsageError(opt + " expects " + std::to_string(count)
                + " numbers >= 0 separated by commas, got " + engine::core::quote(text));
        out.push_back(x);
    }
    if (out.size() != count)
        throw UsageError(opt + " expects " + std::to_string(count) + " numbers, got "
            + engine::core::quote(text));
    return out;
}

bool whole(const std::vector<double>& v) {
    for (double x : v)
        if (x != std::floor(x)) return false;
    return true;
}

// The test: a profile's strength test, or a classic GSPRT.
plan::PlanTest test_of(const SprtOptions& o) {
    plan::PlanTest t;
    if (!o.profile.empty()) {
        if (!std::isnan(o.elo0) || !std::isnan(o.elo1))
            throw UsageError("arbiter sprt: --profile or --elo0/--elo1, not both");
        auto p = gate::profile(o.profile);
        if (!p)
            throw UsageError(
                "--profile expects quick, standard or full, got " + engine::core::quote(o.profile));
        const auto playable = p->sprt.games.size();
        const auto played   = o.games > 0 ? std::size_t(o.games) : playable;
        if (played > playable)
            throw UsageError("--games: the " + o.profile + " profile plays "
                + std::to_string(playable) + " games");
        auto sc       = p->sprt;
        sc.detect_elo = gate::played_detect_elo(p->sprt, played, playable);
        t.strength    = gate::strength_config(sc, played);
        t.name = o.profile + " profile's strength test of one game, " + std::to_string(played)
            + " of " + std::to_string(playable) + " played: D " + number_text(sc.detect_elo);
        return t;
    }
    if (std::isnan(o.elo0) || std::isnan(o.elo1))
        throw UsageError("arbiter sprt needs --profile P or --elo0 E0 --elo1 E1");
    const auto model = stats::parse_elo_model(o.model);
    if (!model)
        throw UsageError(
            "--model expects normalized or logistic, got " + engine::core::quote(o.model));
    t.sprt = { o.elo0, o.elo1, o.alpha, o.beta, *model };
    if (auto bad = stats::sprt_config_error(t.sprt))
        throw UsageError("arbiter sprt: " + std::string(*bad));
    t.max_pairs = o.max_pairs;
    t.name      = std::string("GSPRT [") + number_text(o.elo0) + ", " + number_text(o.elo1) + "] "
        + o.model;
    return t;
}

// The pairs' distribution and the counts, from whichever option gave them.
void read_pairs(const SprtOptions& o, plan::PlanConfig& c) {
    const int given
        = !std::isnan(o.draw_ratio) + !o.pentanomial.empty() + !o.wdl.empty() + !o.from.empty();
    if (given > 1)
        throw UsageError("arbiter sprt: one of --draw-ratio, --pentanomial, --wdl, --from");
    if (!o.from.empty()) {
        auto pairs = plan::match_pairs(o.from);
        if (!pairs) throw UsageError(pairs.error().to_string());
        c.counts       = *pairs;
        c.pairs_source = o.from + ": " + std::to_string(pairs->pairs()) + " pairs";
    } else if (!o.pentanomial.empty()) {
        const auto v   = numbers("--pentanomial", o.pentanomial, 5);
        double     sum = 0;
        for (double x : v) sum += x;
        if (sum <= 0) throw UsageError("--pentanomial: no pairs");
        if (whole(v)) {
            c.counts       = stats::Pentanomial { { std::uint64_t(v[0]), std::uint64_t(v[1]),
                      std::uint64_t(v[2]), std::uint64_t(v[3]), std::uint64_t(v[4]) } };
            c.pairs_source = "pentanomial counts " + o.pentanomial;
        } else {
            for (std::size_t k = 0; k < 5; ++k) c.pairs[k] = v[k] / sum;
            c.pairs_source = "pentanomial probabilities " + o.pentanomial;
        }
    } else if (!o.wdl.empty()) {
        const auto v = numbers("--wdl", o.wdl, 3);
        if (!whole(v) || v[0] + v[1] + v[2] <= 0)
            throw UsageError("--wdl expects game counts, got " + engine::core::quote(o.wdl));
        c.games
            = stats::Trinomial { std::uint64_t(v[2]), std::uint64_t(v[1]), std::uint64_t(v[0]) };
        const double draws = v[1] / (v[0] + v[1] + v[2]);
        c.pairs            = stats::tilt_to_elo(stats::independent_pairs(draws, 0),
                       stats::elo_of_score(stats::estimate(*c.games).score));
        c.pairs_source
            = "W/D/L " + o.wdl + " as independent games, draw ratio " + number_text(draws);
    } else {
        const double r = std::isnan(o.draw_ratio) ? 0 : o.draw_ratio;
        c.pairs        = stats::independent_pairs(r, 0);
        c.pairs_source = "two independent games, draw ratio " + number_text(r);
    }
    if (c.counts) { // one worst-case pair added: the tilt reaches every Elo
        c.pairs = *stats::smoothed_probabilities(*c.counts);
        c.pairs_source += " and one pair without draws";
    }
    if (c.games && c.test.strength)
        throw UsageError("arbiter sprt: the strength test reads game pairs: give --pentanomial "
                         "counts or --from");
}

std::vector<double> elo_range(const SprtOptions& o) {
    if (o.elo_range.empty()) return {};
    const auto range = number_pair(o.elo_range);
    if (!range || !(range->first < range->second))
        throw UsageError(
            "--elo expects LO:HI with LO < HI, got " + engine::core::quote(o.elo_range));
    const auto [lo, hi] = *range;
    std::vector<double> elos;
    for (int i = 0; i < o.points; ++i) elos.push_back(lo + (hi - lo) * i / (o.points - 1));
    return elos;
}

} // namespace

CommandHelp sprt_help() { return command_help(SprtUsage, { option_list(SprtOptionTable) }); }

int sprt_command(const std::vector<std::string>& argv) {
    auto o = read_options(argv, SprtOptionTable, SprtOptions {});
    if (o.help) {
        std::cout << sprt_help().text;
        return 0;
    }
    plan::PlanConfig c;
    c.test = test_of(o);
    read_pairs(o, c);
    c.elos   = elo_range(o);
    c.points = o.points;
    c.runs   = o.runs;
    c.seed   = o.seed;
    ReportFiles files;
    for (const auto& [opt, path] : { std::pair { "--json", o.json }, { "--html", o.html } })
        if (!path.empty()) files.others.emplace_back(opt, path);
    require_output_paths(files, { { "--from", { o.from } } });
    const auto plan = plan::plan_test(c);
    report::write_plan_text(std::cout, plan);
    std::vector<std::string> failures;
    if (!o.json.empty())
        if (auto f
            = frame::write_text_file(o.json, input::json_text(report::plan_json(plan), 2) + "\n"))
            failures.push_back(*f);
    if (!o.html.empty()) {
        std::ostringstream page;
        report::write_plan_html(page, plan);
        if (auto f = frame::write_text_file(o.html, page.str())) failures.push_back(*f);
    }
    for (const auto& f : failures) std::cerr << "arbiter sprt: could not write " << f << "\n";
    return failures.empty() ? 0 : 2;
}

} // namespace harness::cli
