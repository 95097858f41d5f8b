#pragma once
// The options many commands share, declared once as entries of a command's option table
// (args.h: Option<O>): each builder names the option and the field of the command's options
// O it fills.

#include "args.h"
#include "engine_spec.h"
#include "output_options.h"

#include <string>
#include <vector>

namespace harness::cli {

// An engine spec's tokens, given once: --engine, --base, --oracle, --candidate.
template <class O> Option<O> spec_option(std::string name, std::vector<std::string> O::*tokens) {
    return { { std::move(name) }, [tokens](Args& a, const std::string& opt, O& o) {
                require_once(o.*tokens, opt);
                o.*tokens = a.tokens();
            } };
}

// A text value: --engines-file FILE, --journal FILE, ...
template <class O> Option<O> text_option(std::string name, std::string O::*field) {
    return { { std::move(name) },
        [field](Args& a, const std::string& opt, O& o) { o.*field = a.value(opt); } };
}

// A switch: --quiet, --resume, ...
template <class O> Option<O> flag_option(std::string name, bool O::*field) {
    return { { std::move(name) }, [field](Args&, const std::string&, O& o) { o.*field = true; } };
}

// A whole number in [min, max], under one or more names (-j, --jobs).
template <class O>
Option<O> int_option(std::vector<std::string> names, int O::*field, long min, long max) {
    return { std::move(names), [field, min, max](Args& a, const std::string& opt, O& o) {
                o.*field = a.int_value(opt, min, max);
            } };
}

// --json, --junit, --markdown, --db FILE.
template <class O> Option<O> report_files_option(ReportFiles O::*files) {
    return { { "--json", "--junit", "--markdown", "--db" },
        [files](Args& a, const std::string& opt, O& o) {
            (void)read_report_file_option(a, opt, o.*files);
        } };
}

// --variant V; `given` (when not null) records that it was given.
template <class O> Option<O> variant_option(game::Game O::*variant, bool O::*given = nullptr) {
    return { { "--variant" }, [variant, given](Args& a, const std::string& opt, O& o) {
                o.*variant = variant_value(a, opt);
                if (given) o.*given = true;
            } };
}

// --help, -h: the command prints its usage (read_options stops there).
template <class O> Option<O> help_option(bool O::*help) {
    return { { "--help", "-h" }, [help](Args&, const std::string&, O& o) { o.*help = true; } };
}

} // namespace harness::cli
