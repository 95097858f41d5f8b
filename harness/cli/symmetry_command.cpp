#include "harness/cli/symmetry_command.h"

#include "harness/cli/args.h"
#include "harness/cli/common_options.h"
#include "harness/cli/engine_spec.h"
#include "harness/cli/output_options.h"
#include "harness/game/positions.h"
#include "harness/report/writers.h"
#include "harness/symmetry/symmetry_run.h"

#include <iostream>

namespace harness::cli {

namespace {

struct SymmetryOptions {
    ReportFiles              files;
    std::vector<std::string> engine_tokens;
    std::string              positions_path, engines_file;
    game::Game               variant = game::chess();
    int                      depth = 0, nodes = 0, random = 100, seed = 1, repeats = 20;
    int                      first = 100000, time_bound = 0;
    double                   alpha = 0.01;
    bool                     help  = false;
};

using S = SymmetryOptions;
const std::vector<Option<SymmetryOptions>> SymmetryOptionTable {
    spec_option("--engine", &S::engine_tokens, { "--engine SPEC", "the engine under test" }),
    variant_option(&S::variant, nullptr,
        { "--variant V", "chess (default), chess960, xiangqi, gomoku, renju, caro" }),
    text_option("--positions", &S::positions_path,
        { "--positions FILE",
            "FEN or EPD lines (a shipped suite), PGN, or Gomocup openings (default: --random)" }),
    int_option({ "--random" }, &S::random, 1, 100000,
        { "--random N", "N positions from random legal walks (default 100)" }),
    int_option({ "--seed" }, &S::seed, 0, 1000000000, { "--seed S", "their seed (default 1)" }),
    int_option({ "--first" }, &S::first, 1, 100000,
        { "--first N", "only the first N positions of --positions" }),
    int_option({ "--depth" }, &S::depth, 1, 64, { "--depth D", "search each position to depth D" }),
    int_option(
        { "--nodes" }, &S::nodes, 1, 2000000000, { "--nodes N", "or N nodes (default: depth 4)" }),
    int_option({ "--repeats" }, &S::repeats, 0, 100000,
        { "--repeats N", "positions checked for determinism and transposition (default 20)" }),
    number_option("--alpha", &S::alpha, 0, 0.5,
        { "--alpha A", "each bias test's false-alarm rate (default 0.01)" }),
    int_option({ "--time-bound" }, &S::time_bound, 0, 100000000,
        { "--time-bound S", "no position starts after S seconds: INCOMPLETE (default: none)" }),
    engines_file_option(&S::engines_file),
    report_files_option<S>({ "--json", "--junit", "--markdown" }, &S::files,
        { "--json FILE, --junit FILE, --markdown FILE",
            "reports (each transform's bias test, each finding with both searches)" }),
    db_option(&S::files),
    help_option(&S::help),
};

const UsageText SymmetryUsage {
    .head
    = R"(usage: arbiter symmetry --engine SPEC... [--variant V] [--positions FILE | --random N]
                        [--depth D | --nodes N] [--repeats N] [--alpha A] [--time-bound S]
                        [--json F] [--junit F] [--markdown F] [--db F]

Checks what a correct engine does whatever its strength. Each position is searched in a new game
at a fixed depth or node count, and so is each of its game's transforms (chess: colour flip,
mirror without castling rights; Chess960: colour flip; xiangqi: mirror, colour flip; gomoku,
renju, caro: the board's 7 symmetries). Scores differ only through move order, so per transform
the mean difference is tested against zero (a two-sided t test at --alpha), and the smallest bias
the run would have found is stated. The first --repeats positions are also searched twice (the
same move, score and nodes) and reached by a move from the previous position (the same move and
score as from its FEN). Set Threads to 1 for the determinism check.

)",
    .tail
    = R"(Exit codes: 0 every check held; 1 a finding, a bias, an engine fault or the time bound;
2 usage or input error; 3 the engine could not be started.
)",
    .column = 23,
};

// The positions: the file's (each once, in order) or random walks of the game.
std::vector<std::string> positions(
    const SymmetryOptions& o, std::vector<report::RejectedRecord>& bad) {
    if (o.positions_path.empty())
        return o.variant.rules().random_positions(o.random, std::uint64_t(o.seed));
    auto file = game::load_positions(
        o.positions_path, o.variant, game::position_format(o.positions_path, o.variant));
    for (const auto& e : file.errors) {
        std::cerr << e.to_string() << "\n";
        bad.push_back(report::rejected_record(e));
    }
    if (file.fens.empty()) throw UsageError(o.positions_path + ": no positions");
    if (int(file.fens.size()) > o.first) file.fens.resize(std::size_t(o.first));
    return file.fens;
}

symmetry::SymmetryConfig config(const SymmetryOptions& o, const std::vector<std::string>& fens) {
    if (o.depth && o.nodes) throw UsageError("give --depth or --nodes, not both");
    symmetry::SymmetryConfig c;
    c.engine = engine_spec_or_throw(
        o.engine_tokens, engines_file_or_throw(o.engines_file), o.variant, "--engine", "symmetry");
    if (c.engine.proto == protocol::Protocol::Gomocup)
        throw UsageError("arbiter symmetry searches to a fixed depth or node count, which the "
                         "Gomocup protocol cannot ask for (its searches are timed): run the "
                         "engine over UCI if it speaks it (Sable: proto=uci)");
    c.fens = fens;
    if (o.nodes)
        c.limits.nodes = std::uint64_t(o.nodes);
    else
        c.limits.depth = o.depth ? o.depth : 4;
    c.repeats = o.repeats;
    c.alpha   = o.alpha;
    c.budget  = std::chrono::seconds(o.time_bound);
    return c;
}

} // namespace

CommandHelp symmetry_help() {
    return command_help(SymmetryUsage, { option_list(SymmetryOptionTable) });
}

int symmetry_command(const std::vector<std::string>& argv) {
    auto provenance = report::start_provenance(with_command("symmetry", argv));
    auto o          = read_options(argv, SymmetryOptionTable);
    if (o.help) {
        std::cout << symmetry_help().text;
        return 0;
    }
    report::Report rep;
    const auto     c = config(o, positions(o, rep.rejected));
    require_output_paths(o.files,
        { { "--positions", { o.positions_path } }, { "--engines-file", { o.engines_file } } });
    auto run = symmetry::run_symmetry(c);
    if (!run.started) {
        std::cerr << "arbiter symmetry: " << c.engine.name << " could not be started\n";
        return 3;
    }
    report::finish(provenance);
    rep.command    = "symmetry";
    rep.provenance = provenance;
    rep.game       = o.variant.name();
    rep.engines.push_back(report::engine_info("engine", c.engine, run.engine_id));
    rep.config      = { { "limits",
                       c.limits.nodes ? nlohmann::ordered_json { { "nodes", o.nodes } }
                                           : nlohmann::ordered_json { { "depth", *c.limits.depth } } },
             { "workers", 1 }, { "positions", o.positions_path.empty() ? "random" : o.positions_path },
             { "count", c.fens.size() }, { "seed", o.seed }, { "repeats", c.repeats },
             { "alpha", c.alpha } };
    const bool held = symmetry::passed(run);
    rep.results     = report::SymmetryResults { std::move(run), c.alpha, c.power };
    report::write_terminal(std::cout, rep);
    if (auto failed = write_report_files(rep, o.files); !failed.empty())
        return report_write_failed("symmetry", failed, "");
    if (!rep.rejected.empty()) return 2;
    return held ? 0 : 1;
}

} // namespace harness::cli
