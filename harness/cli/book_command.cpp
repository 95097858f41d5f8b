#include "harness/cli/book_command.h"

#include "harness/book/book.h"
#include "harness/cli/args.h"
#include "harness/cli/common_options.h"
#include "harness/cli/engine_spec.h"
#include "harness/cli/output_options.h"
#include "harness/cli/usage.h"
#include "harness/frame/terminal.h"
#include "harness/process/interrupt.h"

#include <cmath>
#include <cstdio>
#include <iostream>
#include <tuple>
#include <unistd.h>

namespace harness::cli {

namespace {

struct BookOptions {
    ReportFiles              files; // files.book: --out
    std::vector<std::string> engine_tokens;
    std::string              engines_file;
    game::Game               variant = game::chess();
    book::BookConfig         config;
    bool                     help = false;
};

// MIN:MAX centipawns, 0 < MIN <= MAX.
std::pair<int, int> score_band(const std::string& opt, const std::string& text) {
    const auto band = number_pair(text);
    if (!band || band->first != std::floor(band->first) || band->second != std::floor(band->second)
        || band->first <= 0 || band->second < band->first || band->second > 100000)
        throw UsageError("option '" + opt
            + "' expects MIN:MAX centipawns with 0 < MIN <= MAX <= 100000, got '" + text + "'");
    return { int(band->first), int(band->second) };
}

using B = BookOptions;
const std::vector<Option<BookOptions>> BookOptionTable {
    spec_option("--engine", &B::engine_tokens,
        { "--engine SPEC", "the engine that scores the openings (e.g. cmd=stockfish)" }),
    { { "--out" }, [](Args& a, const std::string& opt, B& o) { o.files.book = a.value(opt); },
        { "--out FILE", "the book (EPD)" } },
    variant_option(&B::variant, nullptr, { "--variant V", "chess (default), chess960, xiangqi" }),
    { { "--positions" },
        [](Args& a, const std::string& opt, B& o) {
            o.config.positions = a.int_value(opt, 1, 1000000);
        },
        { "--positions N", "the book's size (default 100)" } },
    { { "--plies" },
        [](Args& a, const std::string& opt, B& o) { o.config.plies = a.int_value(opt, 0, 200); },
        { "--plies P", "random plies from the start (default 8)" } },
    { { "--depth" },
        [](Args& a, const std::string& opt, B& o) {
            o.config.limits       = {};
            o.config.limits.depth = a.int_value(opt, 1, 128);
        },
        { "--depth D", "each opening searched to depth D (default 10), or" } },
    { { "--nodes" },
        [](Args& a, const std::string& opt, B& o) {
            o.config.limits       = {};
            o.config.limits.nodes = a.u64_value(opt, 1);
        },
        { "--nodes N", "to N nodes, or" } },
    { { "--movetime" },
        [](Args& a, const std::string& opt, B& o) {
            o.config.limits             = {};
            o.config.limits.movetime_ms = a.int_value(opt, 1, 3600000);
        },
        { "--movetime MS", "for MS milliseconds (not reproducible)" } },
    { { "--window" },
        [](Args& a, const std::string& opt, B& o) {
            o.config.window_cp = a.int_value(opt, 0, 100000);
        },
        { "--window CP", "kept when |score| <= CP (default 50; mate scores never)" } },
    { { "--unbalanced" },
        [](Args& a, const std::string& opt, B& o) {
            std::tie(o.config.min_cp, o.config.window_cp) = score_band(opt, a.value(opt));
        },
        { "--unbalanced MIN:MAX", "an unbalanced book: kept when MIN <= |score| <= MAX" } },
    { { "--seed" },
        [](Args& a, const std::string& opt, B& o) { o.config.seed = a.u64_value(opt, 0); },
        { "--seed S", "seed of the random openings (default 1)" } },
    { { "--tries" },
        [](Args& a, const std::string& opt, B& o) {
            o.config.max_tries = a.int_value(opt, 1, 100000000);
        },
        { "--tries N", "openings tried at most (default 40 per position asked for)" } },
    engines_file_option(&B::engines_file),
    help_option(&B::help),
};

const UsageText BookUsage {
    .head
    = R"(usage: arbiter book --engine SPEC... --out FILE [--variant V] [--positions N] [--plies P]
                    [--depth D | --nodes N | --movetime MS] [--window CP | --unbalanced MIN:MAX]
                    [--seed S] [--tries N] [--engines-file FILE]

Makes an opening book: random openings of P plies from the start position (Chess960: from one
of its 960, drawn at random), each searched by the engine after a new game, kept when the
engine's final score is within CP centipawns of 0 (a balanced book) or, with --unbalanced, when
one side is better by MIN to MAX centipawns (played as colour-reversed pairs, such a book
decides a match in fewer games), and the position is not already in the book. Written as EPD
(id, ce: the score, acd: the depth, c0: the moves from the start), ready for
`arbiter match -openings file=FILE`. The same seed, engine build and limit give the same
book (a single-threaded search to a fixed depth or node count is deterministic).

)",
    .tail
    = R"(Exit codes: 0 the book is full; 1 fewer positions than asked; 2 usage or input error (a book
that could not be written included); 3 the engine could not be started.
)",
    .column = 23,
};

BookOptions parse(const std::vector<std::string>& argv) {
    BookOptions defaults;
    defaults.config.limits.depth = 10;
    return read_options(argv, BookOptionTable, defaults);
}

// Progress on a terminal: the tries and the book's size so far.
void show_progress(const book::BookRun& run, int positions) {
    frame::terminal_control("\r");
    std::fprintf(stderr, "%d tried, %zu/%d kept", run.tried, run.entries.size(), positions);
}

// What kept openings out of the book, then the engine's first faults.
void print_summary(const book::BookRun& run, const BookOptions& o) {
    std::printf("arbiter book: %s, %zu of %d positions (%s) in %s\n", run.engine_id.name.c_str(),
        run.entries.size(), o.config.positions, o.variant->name().c_str(), o.files.book.c_str());
    std::printf("  %d openings tried: %d ended during the random plies, %d repeated a position, "
                "%d scored outside %s, %d without a score, %d engine faults\n",
        run.tried, run.game_over, run.repeated, run.outside, book::band(o.config).c_str(),
        run.unscored, run.faults);
    for (const auto& f : run.fault_texts) std::fprintf(stderr, "  fault: %s\n", f.c_str());
}

} // namespace

CommandHelp book_help() { return command_help(BookUsage, { option_list(BookOptionTable) }); }

int book_command(const std::vector<std::string>& argv) {
    auto o = parse(argv);
    if (o.help) {
        std::cout << book_help().text;
        return 0;
    }
    if (o.files.book.empty()) throw UsageError("arbiter book needs --out FILE");
    auto engines    = engines_file_or_throw(o.engines_file);
    o.config.engine = engine_spec_or_throw(o.engine_tokens, engines, o.variant, "--engine", "book");
    require_output_paths(o.files, { { "--engines-file", { o.engines_file } } });
    const bool terminal = isatty(STDERR_FILENO);
    o.config.stop       = [] { return process::interrupted(); };
    auto run            = book::make_book(o.config, [&](const book::BookRun& r) {
        if (terminal) show_progress(r, o.config.positions);
    });
    if (terminal) std::fputc('\n', stderr);
    if (!run.started) throw SetupError(o.config.engine.name + " could not be started");
    const auto command = report::start_provenance(with_command("book", argv)).command_line;
    if (auto failure = frame::write_text_file(o.files.book, book::book_epd(run, o.config, command)))
        throw UsageError("could not write the book: " + *failure);
    print_summary(run, o);
    if (run.stopped) {
        std::fprintf(stderr, "arbiter book: interrupted; the %zu positions found are written\n",
            run.entries.size());
        return process::interrupted_exit_code();
    }
    return int(run.entries.size()) == o.config.positions ? 0 : 1;
}

} // namespace harness::cli
