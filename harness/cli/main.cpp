// arbiter: the harness CLI. argv -> subcommand -> exit code. Usage and setup errors are the only
// exceptions, caught here (exit 2, pointing at the subcommand's help, and 3); anything else is
// an internal error (exit 70).

#include "harness/cli/args.h"
#include "harness/cli/command_table.h"
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

std::string usage() {
    std::string text  = "usage: arbiter <command> [options]\n\nArbiter tests chess, Chess960, "
                        "xiangqi and gomoku engines over UCI, UCCI, xboard and Gomocup.\n\n"
                        "Commands:\n";
    std::size_t width = 4; // "help"
    for (const auto& c : commands()) width = std::max(width, std::strlen(c.name));
    auto line = [&](const std::string& name, const char* summary) {
        text += "  " + name + std::string(width + 2 - name.size(), ' ') + summary + "\n";
    };
    for (const auto& c : commands()) line(c.name, c.summary);
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
        for (const auto& known : commands()) names.push_back(known.name);
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
