#pragma once
// A command's --help: its head and tail are prose written in the command's file; the option list
// between them is made from the option table (args.h: Option<O>), so the two cannot drift.

#include "args.h"
#include "option_help.h"

#include <cstddef>
#include <initializer_list>
#include <string>
#include <vector>

namespace harness::cli {

// Lines of --help are at most this wide (help text is wrapped to it).
inline constexpr std::size_t UsageWidth = 100;

// The prose around the option list: the head (usage lines, description; it ends with a blank
// line), the tail (exit codes, notes), and the column where the options' help starts.
struct UsageText {
    std::string head;
    std::string tail;
    std::size_t column = 24;
};

// The options of a table as --help lists them, and every name the table reads.
struct OptionList {
    std::vector<OptionHelp>  help;
    std::vector<std::string> names;
};

// What `arbiter COMMAND --help` prints, and every option name the command reads (a test checks
// that the text names each option and names no other).
struct CommandHelp {
    std::string              text;
    std::vector<std::string> options;
};

// The option list: each option's lines in order, under its group's heading where the group
// changes, syntax indented by two, help aligned at `column` (two spaces after a longer syntax)
// and wrapped at UsageWidth; options without a syntax are not listed.
[[nodiscard]] std::string option_lines(const std::vector<OptionHelp>& options, std::size_t column);

// head + the option lists' lines, in order + tail.
[[nodiscard]] CommandHelp command_help(
    const UsageText& text, std::initializer_list<OptionList> lists);

template <class O> OptionList option_list(const std::vector<Option<O>>& table) {
    OptionList list { {}, option_names(table) };
    for (const auto& option : table) list.help.push_back(option.help);
    return list;
}

// The options listed under one heading of --help ("Engine:"; empty: no heading), and a note
// printed after them as written.
template <class O>
std::vector<Option<O>> group(
    const std::string& heading, std::vector<Option<O>> options, const std::string& note = "") {
    for (auto& option : options) option.help.group = heading;
    if (!note.empty() && !options.empty()) options.back().help.note = note;
    return options;
}

// A command's option table from its groups, in order.
template <class O> std::vector<Option<O>> option_table(std::vector<std::vector<Option<O>>> groups) {
    std::vector<Option<O>> table;
    for (auto& g : groups) table.insert(table.end(), g.begin(), g.end());
    return table;
}

} // namespace harness::cli
