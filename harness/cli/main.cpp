// arbiter: the harness CLI. argv -> subcommand -> exit code. Usage and setup errors are the only
// exceptions, caught here (exit 2, pointing at the subcommand's help, and 3); anything else is
// an internal error (exit 70).

#include "harness/cli/adjudicate_command.h"
#include "harness/cli/args.h"
#include "harness/cli/bench_command.h"
#include "harness/cli/bisect_command.h"
#include "harness/cli/book_command.h"
#include "harness/cli/check_command.h"
#include "harness/cli/fuzz_command.h"
#include "harness/cli/gate_command.h"
#include "harness/cli/history_command.h"
#include "harness/cli/match_command.h"
#include "harness/cli/merge_command.h"
#include "harness/cli/perft_command.h"
#include "harness/cli/rate_command.h"
#include "harness/cli/sprt_command.h"
#include "harness/cli/suite_command.h"
#include "harness/cli/treesize_command.h"
#include "harness/cli/tune_command.h"
#include "harness/frame/terminal.h"
#include "harness/process/interrupt.h"

#include <algorithm>
#include <cstring>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

namespace {

using namespace harness::cli;

// The command table, declared once: the usage text, `help COMMAND`, the dispatch and the
// suggestion for a mistyped command are made from it.
struct Command {
    const char* name;
    const char* summary;
    CommandHelp (*help)(); // --help
    int (*run)(const std::vector<std::string>& args);
};

const Command Commands[] = {
    { "perft", "validate an engine's perft and localise every mismatch to a position and move",
        perft_help, perft_command },
    { "check", "run the protocol compliance checklist on an engine", check_help, check_command },
    { "suite", "run EPD test suites (bm/am/dm), check mate claims; `suite compare` two runs",
        suite_help, suite_command },
    { "adjudicate", "replay games (PGN, or FEN + moves) with the referee: verdict, reason, ply",
        adjudicate_help, adjudicate_command },
    { "bench", "run an engine's own bench: signature, nps, determinism, against a base", bench_help,
        bench_command },
    { "treesize", "nodes and time per depth on fixed positions, branching factor, against a base",
        treesize_help, treesize_command },
    { "history", "import reports into a history database; list runs; a metric's trend; the ladder",
        history_help, history_command },
    { "match", "play games between two engines (clocks, adjudication, openings, SPRT) or more",
        match_help, match_command },
    { "fuzz", "fuzz an engine's input handling; shrink each finding to a reproducer", fuzz_help,
        fuzz_command },
    { "gate",
        "base vs candidate: check, perft, bench, tree size, suites, SPRT, coverage; a dossier",
        gate_help, gate_command },
    { "bisect",
        "find the first commit that broke perft, bench, a position, a crash, tree size or "
        "strength",
        bisect_help, bisect_command },
    { "rate", "joint ratings of the players of PGN games, with intervals and a crosstable",
        rate_help, rate_command },
    { "tune", "SPSA-tune an engine's parameters, verified by an SPRT at a longer time control",
        tune_help, tune_command },
    { "book", "make an opening book, balanced or unbalanced: random openings an engine scores",
        book_help, book_command },
    { "sprt", "plan a sequential test: pass probability and expected games over Elo (OC, ASN)",
        sprt_help, sprt_command },
    { "merge", "merge the reports of a sharded run (--shard K/N) into one", merge_help,
        merge_command },
};

const Command* find_command(const std::string& name) {
    for (const auto& c : Commands)
        if (name == c.name) return &c;
    return nullptr;
}

std::string usage() {
    std::string text  = "usage: arbiter <command> [options]\n\nArbiter tests chess, Chess960, "
                        "xiangqi and gomoku engines over UCI, UCCI, xboard and Gomocup.\n\n"
                        "Commands:\n";
    std::size_t width = 4; // "help"
    for (const auto& c : Commands) width = std::max(width, std::strlen(c.name));
    auto line = [&](const std::string& name, const char* summary) {
        text += "  " + name + std::string(width + 2 - name.size(), ' ') + summary + "\n";
    };
    for (const auto& c : Commands) line(c.name, c.summary);
    line("help", "show this text, or `arbiter help <command>`");
    return text + R"(
Run `arbiter <command> --help` for the command's options.
Exit codes: 0 pass; 1 a check failed; 2 usage or input error (a report that could not be
written included); 3 an engine could not be started; 4 the engine's protocol lacks what was
asked; 70 internal error.
)";
}

// `arbiter help [COMMAND]`.
int help(const std::vector<std::string>& args) {
    if (args.empty()) {
        std::cout << usage();
        return 0;
    }
    const auto* c = find_command(args[0]);
    if (!c) throw UsageError("no help for unknown command '" + args[0] + "'");
    std::cout << c->help().text;
    return 0;
}

int dispatch(std::vector<std::string> args, std::string& help_hint) {
    if (args.empty() || args[0] == "--help" || args[0] == "-h"
        || (args[0] == "help" && args.size() == 1)) {
        std::cout << usage();
        return args.empty() ? 2 : 0;
    }
    if (args[0] == "--version") {
        std::cout << "arbiter " ARBITER_VERSION "\n";
        return 0;
    }
    const std::string command = args[0];
    args.erase(args.begin());
    if (command == "help") return help(args);
    const auto* c = find_command(command);
    if (!c) {
        std::vector<std::string> names;
        for (const auto& known : Commands) names.push_back(known.name);
        names.push_back("help");
        std::string hint = did_you_mean(command, names);
        throw UsageError("unknown command '" + command + "'"
            + (hint.empty() ? "" : ". Did you mean '" + hint + "'?"));
    }
    help_hint = "arbiter " + command
        + (command == "suite" && !args.empty() && args[0] == "compare" ? " compare" : "")
        + " --help";
    return c->run(args);
}

} // namespace

int main(int argc, char** argv) {
    std::string help_hint = "arbiter --help"; // where a usage error points
    // No byte an engine or a file gave reaches the terminal as a control (frame/terminal.h).
    harness::frame::filter_terminal_output();
    // SIGINT/SIGTERM end every engine (their process groups and escapees) before Arbiter exits.
    harness::process::install_interrupt_handlers();
    try {
        return dispatch(std::vector<std::string>(argv + 1, argv + argc), help_hint);
    } catch (const UsageError& e) {
        std::cerr << "arbiter: " << e.what() << "\n(see '" << help_hint << "')\n";
        return 2;
    } catch (const SetupError& e) {
        std::cerr << "arbiter: " << e.what() << "\n";
        return 3;
    } catch (const std::exception& e) {
        std::cerr << "arbiter: internal error: " << e.what()
                  << "\nPlease report this with the command line that caused it.\n";
        return 70;
    }
}
