#pragma once
// The options many commands share, declared once as entries of a command's option table
// (args.h: Option<O>): each builder names the option, the field of the command's options O it
// fills and how --help lists it (option_help.h); the options several commands list alike carry
// their help here.

#include "args.h"
#include "engine_spec.h"
#include "output_options.h"

#include <string>
#include <type_traits>
#include <vector>

namespace harness::cli {

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

// --engine SPEC of the engine under test, its keys listed (perft, suite).
template <class O> Option<O> engine_option(std::vector<std::string> O::*tokens) {
    return spec_option("--engine", tokens,
        { "--engine cmd=PATH [name=N] [arg=A]... [dir=D] [proto=uci|ucci|xboard] [variant=V] "
          "[ranks=0-9|1-10]\n         [option.NAME=VALUE]...",
            "the engine under test (or conf=NAME)" });
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

// A whole number in [min, max], under one or more names (-j, --jobs).
template <class O>
Option<O> int_option(
    std::vector<std::string> names, int O::*field, long min, long max, OptionHelp help) {
    return { std::move(names),
        [field, min, max](
            Args& a, const std::string& opt, O& o) { o.*field = a.int_value(opt, min, max); },
        std::move(help) };
}

// -j N, --jobs N: engine processes in parallel.
template <class O> Option<O> jobs_option(int O::*field) {
    return int_option({ "-j", "--jobs" }, field, 1, 256,
        { "-j N", "N engine processes in parallel (default 1)" });
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

// --json FILE of a command that journals its results (perft, suite).
template <class O> Option<O> journaled_json_option(ReportFiles O::*files) {
    return report_files_option<O>({ "--json" }, files,
        { "--json FILE", "JSON report; results are appended to FILE.partial as they arrive" });
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

// --help, -h: the command prints its usage (read_options stops there); not listed.
template <class O> Option<O> help_option(bool O::*help) {
    return { { "--help", "-h" }, [help](Args&, const std::string&, O& o) { o.*help = true; } };
}

} // namespace harness::cli
