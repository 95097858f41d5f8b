#pragma once
// Command-line reading shared by the subcommands: long options spelled -name or --name alike
// (value next or after =), short -j N / -jN, engine spec token groups, "did you mean" over
// whole option names for unknown ones.

#include "option_help.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace harness::cli {

// Bad command line: message for stderr; main() exits 2.
struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};
// An engine or a file needed to start could not be used: main() exits 3.
struct SetupError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

class Args {
public:
    Args(std::vector<std::string> args, std::vector<std::string> known_options);

    [[nodiscard]] bool done() const { return i_ >= args_.size(); }
    // The next option name ("--depth" for -depth or --depth, "-j"); throws UsageError for a
    // non-option or an unknown option (with a suggestion).
    std::string next_option();
    // The option's value (from "--x=value" or the next argument).
    std::string value(const std::string& option);
    int         int_value(const std::string& option, long min, long max);
    // A count (digits only: no sign, no 0x, no trailing text, within 64 bits) of at least min.
    std::uint64_t u64_value(const std::string& option, std::uint64_t min);
    // Tokens up to the next option (for --engine / --oracle spec groups).
    std::vector<std::string> tokens();

private:
    [[nodiscard]] bool         known(const std::string& name) const;
    std::vector<std::string>   args_;
    std::vector<std::string>   known_;
    std::size_t                i_ = 0;
    std::optional<std::string> inline_value_;
};

// One option of a command, declared once: its names (long form first, then aliases), how it
// reads its value into the command's options O, and how --help lists it (usage.h).
template <class O> struct Option {
    std::vector<std::string>                                       names;
    std::function<void(Args& args, const std::string& name, O& o)> read;
    OptionHelp                                                     help = {};
};

// Every option name of a table, for Args and its suggestions.
template <class O> std::vector<std::string> option_names(const std::vector<Option<O>>& table) {
    std::vector<std::string> out;
    for (const auto& option : table)
        out.insert(out.end(), option.names.begin(), option.names.end());
    return out;
}

// The options argv gives, read through the table over the defaults `o` (UsageError for an
// unknown option or a bad value), up to --help where O has a `help` switch.
template <class O>
O read_options(
    const std::vector<std::string>& argv, const std::vector<Option<O>>& table, O o = {}) {
    Args a(argv, option_names(table));
    while (!a.done()) {
        const auto name = a.next_option();
        for (const auto& option : table)
            if (std::find(option.names.begin(), option.names.end(), name) != option.names.end()) {
                option.read(a, name, o);
                break;
            }
        if constexpr (requires { o.help; })
            if (o.help) return o; // the usage is printed; the rest is not read
    }
    return o;
}

// The arguments of a command that takes operands (report files) among its options, each option
// followed by its value (or given as --x=value): the operands, and the options with their values
// in order, for read_options.
struct SplitArgs {
    std::vector<std::string> operands, options;
};
[[nodiscard]] SplitArgs split_operands(const std::vector<std::string>& argv);

// The known name closest to `word` (edit distance <= 3), or empty.
// "A:B" as two numbers, each the whole of its side (no empty side, no trailing text); nullopt
// otherwise. The caller checks their range and names its option (--elo LO:HI, --unbalanced).
[[nodiscard]] std::optional<std::pair<double, double>> number_pair(const std::string& text);

[[nodiscard]] std::string did_you_mean(
    const std::string& word, const std::vector<std::string>& known);

// An input file (--suite, --engines-file) that exists and is not a directory, or a UsageError
// naming the option.
void require_input_file(const std::string& path, const std::string& option);

// A spec option given once only (--engine, --oracle): UsageError when `tokens` is already set.
void require_once(const std::vector<std::string>& tokens, const std::string& option);

// {"arbiter", command, args...}: the command line a report records.
[[nodiscard]] std::vector<std::string> with_command(
    const std::string& command, const std::vector<std::string>& args);

// KEY=VALUE tokens of an option (cutechess's -draw movenumber=40 ...) as a map, each key one of
// `keys`; a UsageError names the option and quotes the token (with a suggestion for a key).
[[nodiscard]] std::map<std::string, std::string> key_values(const std::string& option,
    const std::vector<std::string>& tokens, const std::vector<std::string>& keys);

} // namespace harness::cli
