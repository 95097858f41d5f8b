#include "fuzz_command.h"

#include "args.h"
#include "engine_spec.h"

#include "harness/enginefuzz/fuzz_run.h"
#include "harness/enginefuzz/reproducer.h"
#include "harness/process/interrupt.h"

#include <iostream>

namespace harness::cli {

const char* const FuzzUsage =
    R"(usage: arbiter fuzz --engine SPEC... [--variant V] [--seconds N | --runs N] [--seed S]
                    [--class valid|edge|invalid|protocol|all] [--corpus DIR] [--out DIR] [-j N]
       arbiter fuzz --engine SPEC... --replay FILE

Fuzz an engine's input handling over its protocol, as a black box: valid positions (random
legal play), edge-valid ones, invalid FENs in labelled classes, illegal and malformed moves, and
protocol streams (commands out of order, races, bad options, overlong lines, binary bytes,
CRLF, quit mid-search). Oracles: crash, exit, hang, illegal/malformed/missing bestmove for a
valid position, protocol violation. Each finding is shrunk to a minimal list of protocol lines
(a reproducer, `engine < FILE` replays it) and reported once.

  --engine SPEC             as for `arbiter check` (proto=uci|ucci|xboard, variant=...)
  --engines-file FILE       JSON engines file for conf=NAME
  --variant V               default variant (chess)
  --seconds N               run for N seconds (default 60)
  --runs N                  run N generated cases instead
  --seed S                  seed of the generators (default 1); a seed gives the same cases
  --class C                 valid, edge, invalid, protocol or all (default all)
  --corpus DIR              replay every file of DIR first
  --out DIR                 write reproducers into DIR
  --deadline MS             wait for an answer at most MS ms (default 5000): then a hang
  --shrink-runs N           engine runs per shrink at most (default 150)
  -j N                      engines at once (default 1)
  --replay FILE             run one reproducer and report what fires
Exit codes: 0 nothing found; 1 findings; 2 usage error; 3 the engine could not start.
)";

namespace {

void print_finding(std::ostream& out, const enginefuzz::Finding& f, bool full) {
    out << "finding: " << f.verdict.kind
        << (f.verdict.signature.empty() ? "" : " (" + f.verdict.signature + ")") << " on "
        << f.input_class << " [case " << f.case_index << ", seen " << f.occurrences << "x]\n"
        << "  " << f.verdict.detail << "\n";
    out << "  reproducer (" << f.shrunk.size() << " lines, from " << f.original.size() << ", "
        << f.shrink_runs << " shrink runs)" << (f.reproducer.empty() ? "" : ": " + f.reproducer)
        << "\n";
    for (const auto& l : f.shrunk)
        out << "    " << (l.size() > 200 ? l.substr(0, 200) + "..." : l) << "\n";
    if (full && !f.verdict.transcript.empty()) out << "  transcript:\n" << f.verdict.transcript;
}

} // namespace

int fuzz_command(const std::vector<std::string>& argv) {
    Args                     a(argv,
                            { "--engine", "--engines-file", "--variant", "--seconds", "--runs", "--seed", "--class",
                                "--corpus", "--out", "--deadline", "--shrink-runs", "-j", "--replay", "--help", "-h" });
    std::vector<std::string> tokens;
    std::string              engines_file, replay, corpus_dir;
    game::Game               variant = game::chess();
    enginefuzz::FuzzConfig   config;
    bool                     runs_set = false, seconds_set = false;
    while (!a.done()) {
        std::string opt = a.next_option();
        if (opt == "--engine")
            tokens = a.tokens();
        else if (opt == "--engines-file")
            engines_file = a.value(opt);
        else if (opt == "--variant") {
            auto v = game::find_game(a.value(opt));
            if (!v) throw UsageError(v.error().message);
            variant = *v;
        } else if (opt == "--seconds") {
            config.seconds = a.int_value(opt, 1, 86400 * 7);
            seconds_set    = true;
        } else if (opt == "--runs") {
            config.runs = std::uint64_t(a.int_value(opt, 1, 1000000000));
            runs_set    = true;
        } else if (opt == "--seed") {
            config.seed = std::uint64_t(a.int_value(opt, 0, 2147483647));
        } else if (opt == "--class") {
            std::string c = a.value(opt);
            if (c != "all") {
                auto cat = enginefuzz::parse_category(c);
                if (!cat || *cat == enginefuzz::Category::Corpus)
                    throw UsageError("--class: unknown class '" + c
                        + "' (valid, edge, invalid, protocol or all)");
                config.categories = { *cat };
            }
        } else if (opt == "--corpus") {
            corpus_dir = a.value(opt);
        } else if (opt == "--out") {
            config.out_dir = a.value(opt);
        } else if (opt == "--deadline") {
            config.limits.answer = std::chrono::milliseconds(a.int_value(opt, 10, 600000));
        } else if (opt == "--shrink-runs") {
            config.shrink_runs = a.int_value(opt, 0, 100000);
        } else if (opt == "-j") {
            config.jobs = a.int_value(opt, 1, 256);
        } else if (opt == "--replay") {
            replay = a.value(opt);
        } else {
            std::cout << FuzzUsage;
            return 0;
        }
    }
    if (runs_set && seconds_set) throw UsageError("--runs and --seconds exclude each other");
    if (tokens.empty()) throw UsageError("fuzz needs --engine");
    auto engines = engines_file_or_throw(engines_file);
    config.spec  = engine_spec_or_throw(tokens, engines, variant, "--engine", "fuzz");
    config.stop  = [] { return process::interrupted(); };
    if (!corpus_dir.empty()) config.corpus = enginefuzz::corpus_files(corpus_dir);

    // The engine must start and answer its handshake before anything is blamed on it.
    {
        session::EngineSession probe(config.spec);
        if (auto s = probe.start(); !s) {
            std::cerr << "arbiter fuzz: " << s.fault().detail << "\n";
            return 3;
        }
        if (!config.spec.ranks_1_to_10)
            if (auto c = probe.capabilities()) config.spec.ranks_1_to_10 = c->ranks_1_to_10;
    }
    const auto d = enginefuzz::dialect_of(config.spec);
    std::cout << "arbiter fuzz: " << config.spec.name << " ("
              << protocol::to_string(config.spec.proto) << ", " << config.spec.variant.name()
              << ")\n";

    if (!replay.empty()) {
        auto lines = enginefuzz::read_reproducer(replay);
        if (!lines) throw UsageError(lines.error().message);
        std::string err;
        auto        f = enginefuzz::fuzz_one(
                   config, d, { enginefuzz::Category::Corpus, "replay/" + replay, *lines }, 0, false, err);
        if (!err.empty()) {
            std::cerr << "arbiter fuzz: cannot start the engine: " << err << "\n";
            return 3;
        }
        if (!f) {
            std::cout << "replay: nothing fired (" << lines->size() << " lines)\n";
            return 0;
        }
        print_finding(std::cout, *f, true);
        return 1;
    }

    config.on_finding = [](const enginefuzz::Finding& f) {
        print_finding(std::cout, f, false);
        std::cout.flush();
    };
    auto outcome = enginefuzz::run_fuzz(config);
    if (outcome.start_error) {
        std::cerr << "arbiter fuzz: cannot start the engine: " << *outcome.start_error << "\n";
        return 3;
    }
    std::cout << "cases: " << outcome.cases << ", findings: " << outcome.findings.size()
              << " (seed " << config.seed << ")\n";
    for (const auto& f : outcome.findings)
        if (!f.verdict.transcript.empty())
            std::cout << "--- " << f.verdict.kind << " on " << f.input_class << ": transcript\n"
                      << f.verdict.transcript;
    if (process::interrupted()) return process::interrupted_exit_code();
    return outcome.findings.empty() ? 0 : 1;
}

} // namespace harness::cli
