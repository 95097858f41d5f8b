#pragma once
// How an engine's own bench is run and read, as --bench WORD..., --bench-regex RE and --uci give
// it (arbiter bench, arbiter bisect): only what was given, applied over a configuration's.

#include "args.h"

#include "harness/bench/bench_runner.h"

#include <optional>
#include <string>
#include <vector>

namespace harness::cli {

struct BenchForm {
    std::optional<std::vector<std::string>> words; // --bench
    std::optional<std::string>              regex; // --bench-regex
    bool                                    uci = false; // --uci
};

// The three options, each filling `form`.
template <class O> std::vector<Option<O>> bench_form_options(BenchForm O::*form) {
    return {
        { { "--bench-regex" },
            [form](Args& a, const std::string& opt, O& o) {
                auto regex = a.value(opt);
                if (auto bad = bench::pattern_error(regex)) throw UsageError(opt + ": " + *bad);
                (o.*form).regex = regex;
            },
            { "--bench-regex RE",
                "the signature's form: the first group of the last line RE matches (default: "
                "'Nodes searched', '... N nodes M nps')" } },
        { { "--uci" }, [form](Args&, const std::string&, O& o) { (o.*form).uci = true; },
            { "--uci", "send the bench as a UCI command instead of command-line arguments" } },
        { { "--bench" },
            [form](Args& a, const std::string&, O& o) {
                auto words = a.tokens();
                if (words.empty())
                    throw UsageError("--bench needs the bench words (e.g. bench 16 1 12)");
                (o.*form).words = words;
            },
            { "--bench WORD...", "the bench words (default: bench), e.g. --bench bench 16 1 12" } },
    };
}

// What the form gives, over a configuration's words, pattern and mode.
inline void apply_bench_form(const BenchForm& f, std::vector<std::string>& words,
    std::string& regex, bench::BenchMode& mode) {
    if (f.words) words = *f.words;
    if (f.regex) regex = *f.regex;
    if (f.uci) mode = bench::BenchMode::Uci;
}

} // namespace harness::cli
