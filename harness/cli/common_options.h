#pragma once
// The options many commands share, declared once as entries of a command's option table
// (args.h: Option<O>): each builder names the option, the field of the command's options O it
// fills and how --help lists it (option_help.h); the options several commands list alike carry
// their help here.

#include "args.h"
#include "engine_spec.h"
#include "output_options.h"

#include <cstdlib>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

namespace harness::cli {

// A bound as --help and errors write it: 0.05, 1e+06, 100.
inline std::string number_text(double x) {
    std::ostringstream out;
    out << x;
    return out.str();
}

// An engine spec's tokens, given once: --engine, --base, --oracle, --candidate.
template <class O>
Option<O> spec_option(std::string name, std::vector<std::string> O::*tokens, OptionHelp help) {
    return { { std::move(name) },
        [tokens](Args& a, const std::string& opt, O& o) {
            require_once(o.*tokens, opt);
            o.*tokens = a.tokens();
        },
        std::move(help) };
}

// A text value: --journal FILE, --out DIR, ...
template <class O> Option<O> text_option(std::string name, std::string O::*field, OptionHelp help) {
    return { { std::move(name) },
        [field](Args& a, const std::string& opt, O& o) { o.*field = a.value(opt); },
        std::move(help) };
}

// --engines-file FILE.
template <class O> Option<O> engines_file_option(std::string O::*field) {
    return text_option(
        "--engines-file", field, { "--engines-file FILE", "JSON engines file for conf=NAME" });
}

// A switch: --resume, --prove-mates, ...
template <class O> Option<O> flag_option(std::string name, bool O::*field, OptionHelp help) {
    return { { std::move(name) }, [field](Args&, const std::string&, O& o) { o.*field = true; },
        std::move(help) };
}

// --quiet.
template <class O> Option<O> quiet_option(bool O::*field, std::string text = "no progress bar") {
    return flag_option("--quiet", field, { "--quiet", std::move(text) });
}

// A number in the open interval (above, below): --alpha 0.05, --elo 100.
template <class O>
Option<O> number_option(
    std::string name, double O::*field, double above, double below, OptionHelp help) {
    return { { std::move(name) },
        [field, above, below](Args& a, const std::string& opt, O& o) {
            const auto v   = a.value(opt);
            char*      end = nullptr;
            const auto x   = std::strtod(v.c_str(), &end);
            if (v.empty() || *end || !(x > above && x < below))
                throw UsageError(opt + " expects a number in (" + number_text(above) + ", "
                    + number_text(below) + "), got " + engine::core::quote(v));
            o.*field = x;
        },
        std::move(help) };
}

// A whole number in [min, max], under one or more names (-j, --jobs).
template <class O>
Option<O> int_option(
    std::vector<std::string> names, int O::*field, long min, long max, OptionHelp help) {
    return { std::move(names),
        [field, min, max](
            Args& a, const std::string& opt, O& o) { o.*field = a.int_value(opt, min, max); },
        std::move(help) };
}

// Report files, some of --json, --junit, --markdown and --db, on one line of --help.
template <class O>
Option<O> report_files_option(
    std::vector<std::string> names, ReportFiles O::*files, OptionHelp help) {
    return { std::move(names),
        [files](Args& a, const std::string& opt, O& o) {
            (void)read_report_file_option(a, opt, o.*files);
        },
        std::move(help) };
}

// --db FILE.
template <class O>
Option<O> db_option(ReportFiles O::*files,
    std::string text = "also store the report in a history database (`arbiter history`)") {
    return report_files_option<O>({ "--db" }, files, { "--db FILE", std::move(text) });
}

// --variant V; `given` (when not null) records that it was given.
template <class O>
Option<O> variant_option(game::Game O::*variant, std::type_identity_t<bool O::*> given = nullptr,
    OptionHelp help = { "--variant V", "default variant (chess)" }) {
    return { { "--variant" },
        [variant, given](Args& a, const std::string& opt, O& o) {
            o.*variant = variant_value(a, opt);
            if (given) o.*given = true;
        },
        std::move(help) };
}

// The engine under test of perft and suite: --engine (its keys listed), --engines-file, --variant.
template <class O>
std::vector<Option<O>> engine_under_test_options(std::vector<std::string> O::*tokens,
    std::string O::*engines_file, game::Game O::*variant, bool O::*variant_given) {
    return {
        spec_option("--engine", tokens,
            { "--engine cmd=PATH [name=N] [arg=A]... [dir=D] [proto=uci|ucci|xboard] [variant=V] "
              "[ranks=0-9|1-10]\n         [option.NAME=VALUE]...",
                "the engine under test (or conf=NAME)" }),
        engines_file_option(engines_file),
        variant_option(variant, variant_given,
            { "--variant chess|chess960|xiangqi", "default variant (default chess)" }),
    };
}

// The output options of a runner that journals its results (perft, suite): -j N, --json FILE
// (results appended to FILE.partial), --resume (`resume`: what it keeps), --junit and --markdown
// (`markdown`: what the Markdown file holds), --db; then `more`.
template <class O>
std::vector<Option<O>> journaled_output_options(int O::*jobs, ReportFiles O::*files,
    bool O::*resume, const std::string& resume_help, const std::string& markdown,
    std::vector<Option<O>> more) {
    std::vector<Option<O>> options {
        int_option({ "-j", "--jobs" }, jobs, 1, 256,
            { "-j N", "N engine processes in parallel (default 1)" }),
        report_files_option<O>({ "--json" }, files,
            { "--json FILE", "JSON report; results are appended to FILE.partial as they arrive" }),
        flag_option("--resume", resume, { "--resume", resume_help }),
        report_files_option<O>({ "--junit", "--markdown" }, files,
            { "--junit FILE, --markdown FILE",
                "JUnit XML, Markdown " + markdown + " (CI job summary)" }),
        db_option(files),
    };
    options.insert(options.end(), more.begin(), more.end());
    return options;
}

// An input file that must exist, repeatable: --suite FILE.
template <class O>
Option<O> input_files_option(
    std::string name, std::vector<std::string> O::*files, OptionHelp help) {
    return { { std::move(name) },
        [files](Args& a, const std::string& opt, O& o) {
            (o.*files).push_back(a.value(opt));
            require_input_file((o.*files).back(), opt);
        },
        std::move(help) };
}

// A whole number in [min, max] that `store(o, n)` puts where it goes (a field of a nested
// config, an optional): --maxmoves N, --depth D, ...
template <class O, class Store>
Option<O> number_option(std::string name, long min, long max, Store store, OptionHelp help) {
    return { { std::move(name) },
        [min, max, store](
            Args& a, const std::string& opt, O& o) { store(o, a.int_value(opt, min, max)); },
        std::move(help) };
}

// --help, -h: the command prints its usage (read_options stops there); not listed.
template <class O> Option<O> help_option(bool O::*help) {
    return { { "--help", "-h" }, [help](Args&, const std::string&, O& o) { o.*help = true; } };
}

} // namespace harness::cli
