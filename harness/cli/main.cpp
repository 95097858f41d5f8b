// arbiter: the harness CLI. argv -> subcommand -> exit code. Usage and setup errors are the only
// exceptions, caught here (exit 2, pointing at the subcommand's help, and 3); anything else is
// an internal error (exit 70).

#include "harness/cli/adjudicate_command.h"
#include "harness/cli/args.h"
#include "harness/cli/bench_command.h"
#include "harness/cli/check_command.h"
#include "harness/cli/fuzz_command.h"
#include "harness/cli/gate_command.h"
#include "harness/cli/history_command.h"
#include "harness/cli/match_command.h"
#include "harness/cli/merge_command.h"
#include "harness/cli/perft_command.h"
#include "harness/cli/suite_command.h"
#include "harness/cli/treesize_command.h"
#include "harness/process/interrupt.h"

#include <cstring>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

namespace {

const char* const Usage = R"(usage: arbiter <command> [options]

Arbiter tests chess, Chess960, xiangqi and gomoku engines over UCI, UCCI, xboard and Gomocup.

Commands:
  perft     validate an engine's perft and localise every mismatch to a position and move
  check     run the protocol compliance checklist on an engine
  suite     run EPD test suites (bm/am/dm), check mate claims; `suite compare` two runs
  adjudicate  replay games (PGN, or FEN + moves) with the referee: verdict, reason, ply
  bench     run an engine's own bench: signature, nps, determinism, against a base
  treesize  nodes and time per depth on fixed positions, branching factor, against a base
  history   import reports into a history database; list runs; a metric's trend
  match     play games between two engines (clocks, adjudication, openings, SPRT)
  fuzz      fuzz an engine's input handling; shrink each finding to a reproducer
  gate      base vs candidate: check, perft, bench, tree size, suites, SPRT, coverage; a dossier
  merge     merge the reports of a sharded run (--shard K/N) into one
  help      show this text, or `arbiter help <command>`

Run `arbiter <command> --help` for the command's options.
Exit codes: 0 pass; 1 a check failed; 2 usage or input error (a report that could not be
written included); 3 an engine could not be started; 4 the engine's protocol lacks what was
asked; 70 internal error.
)";

} // namespace

int main(int argc, char** argv) {
    using namespace harness::cli;
    std::vector<std::string> args(argv + 1, argv + argc);
    std::string              help = "arbiter --help"; // where a usage error points
    // SIGINT/SIGTERM end every engine (their process groups and escapees) before Arbiter exits.
    harness::process::install_interrupt_handlers();
    try {
        if (args.empty() || args[0] == "--help" || args[0] == "-h"
            || (args[0] == "help" && args.size() == 1)) {
            std::cout << Usage;
            return args.empty() ? 2 : 0;
        }
        if (args[0] == "--version") {
            std::cout << "arbiter 0.1.0\n";
            return 0;
        }
        std::string command = args[0];
        args.erase(args.begin());
        if (command == "help") {
            if (args.empty())
                std::cout << Usage;
            else if (args[0] == "perft")
                std::cout << PerftUsage;
            else if (args[0] == "check")
                std::cout << CheckUsage;
            else if (args[0] == "suite")
                std::cout << SuiteUsage;
            else if (args[0] == "adjudicate")
                std::cout << AdjudicateUsage;
            else if (args[0] == "history")
                std::cout << HistoryUsage;
            else if (args[0] == "bench")
                std::cout << BenchUsage;
            else if (args[0] == "treesize")
                std::cout << TreeSizeUsage;
            else if (args[0] == "match")
                std::cout << MatchUsage;
            else if (args[0] == "fuzz")
                std::cout << FuzzUsage;
            else if (args[0] == "gate")
                std::cout << GateUsage;
            else if (args[0] == "merge")
                std::cout << MergeUsage;
            else
                throw UsageError("no help for unknown command '" + args[0] + "'");
            return 0;
        }
        if (command == "perft" || command == "check" || command == "suite"
            || command == "adjudicate" || command == "history" || command == "bench"
            || command == "treesize" || command == "match" || command == "fuzz" || command == "gate"
            || command == "merge")
            help = "arbiter " + command
                + (command == "suite" && !args.empty() && args[0] == "compare" ? " compare" : "")
                + " --help";
        if (command == "perft") return perft_command(args);
        if (command == "check") return check_command(args);
        if (command == "suite") return suite_command(args);
        if (command == "adjudicate") return adjudicate_command(args);
        if (command == "history") return history_command(args);
        if (command == "bench") return bench_command(args);
        if (command == "treesize") return treesize_command(args);
        if (command == "match") return match_command(args);
        if (command == "fuzz") return fuzz_command(args);
        if (command == "gate") return gate_command(args);
        if (command == "merge") return merge_command(args);
        std::string hint = did_you_mean(command,
            { "perft", "check", "suite", "adjudicate", "history", "bench", "treesize", "match",
                "fuzz", "gate", "merge", "help" });
        throw UsageError("unknown command '" + command + "'"
            + (hint.empty() ? "" : ". Did you mean '" + hint + "'?"));
    } catch (const UsageError& e) {
        std::cerr << "arbiter: " << e.what() << "\n(see '" << help << "')\n";
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
