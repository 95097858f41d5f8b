#include "check_command.h"

#include "harness/process/interrupt.h"

#include "args.h"
#include "common_options.h"
#include "engine_spec.h"
#include "usage.h"

#include "harness/check/engine_check.h"
#include "harness/report/sanitize.h"

#include <algorithm>
#include <chrono>
#include <iostream>

namespace harness::cli {

namespace {

struct CheckOptions {
    std::vector<std::string> tokens;
    std::string              engines_file;
    game::Game               variant = game::chess();
    int                      timeout = 30; // seconds
    bool                     help    = false;
};

using C = CheckOptions;
const std::vector<Option<CheckOptions>> CheckOptionTable {
    spec_option("--engine", &C::tokens,
        { "--engine cmd=PATH [name=N] [arg=A]... [dir=D] [proto=uci|ucci|xboard|gomocup]\n"
          "         [variant=chess|chess960|xiangqi|gomoku] [ranks=0-9|1-10] "
          "[option.NAME=VALUE]..." }),
    engines_file_option(&C::engines_file),
    variant_option(&C::variant),
    int_option({ "--timeout" }, &C::timeout, 1, 86400,
        { "--timeout SECONDS",
            "how long a search step may take before it fails as a hang (default 30; the "
            "handshake and isready wait at most 10)" }),
    help_option(&C::help),
};

const UsageText CheckUsage {
    .head
    = R"(usage: arbiter check --engine SPEC... [--variant V] [--engines-file FILE] [--timeout S]

Run the protocol compliance checklist on one engine: handshake, options, isready, new game,
positions (startpos, moves, FEN), a search with each limit kind, isready during a search, stop,
bestmove legality (judged by Arbiter's rules), info-line syntax, quit. A Gomocup engine
(proto=gomocup) gets the Gomocup checklist: START sizes, every INFO key silent, BEGIN/TURN/
BOARD, max_memory, TAKEBACK, the freestyle, standard, renju and caro rule positions, SWAP2BOARD,
UNKNOWN, RESTART, END (optional commands answered UNKNOWN are skipped, not failed). The
transcript is dumped at the first failing step.

)",
    .tail
    = R"(Exit codes: 0 every step passed; 1 a step failed; 2 usage error; 3 the engine could not start.
)",
    .column = 28,
};

} // namespace

CommandHelp check_help() { return command_help(CheckUsage, { option_list(CheckOptionTable) }); }

int check_command(const std::vector<std::string>& argv) {
    const auto o = read_options(argv, CheckOptionTable);
    if (o.help) {
        std::cout << check_help().text;
        return 0;
    }
    auto engines = engines_file_or_throw(o.engines_file);
    auto spec    = engine_spec_or_throw(o.tokens, engines, o.variant, "--engine", "check");
    auto check   = check::check_engine(spec, std::chrono::seconds(o.timeout));
    if (check.not_started) {
        std::cerr << "arbiter check: " << *check.not_started << "\n";
        return 3;
    }
    const auto& report = check.report;
    std::cout << "arbiter check: " << spec.name << " (" << protocol::to_string(spec.proto) << ", "
              << spec.variant.name() << ")\n"
              << ::harness::report::printable_text(report.to_text()); // transcripts: engine bytes
    if (!check.hint.empty()) std::cout << "hint: " << check.hint << "\n";
    if (process::interrupted()) return process::interrupted_exit_code(); // printed what it had
    return report.ok() ? 0 : 1;
}

} // namespace harness::cli
