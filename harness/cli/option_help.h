#pragma once
// How a command's --help lists one of its options: declared with the option (args.h: Option<O>),
// rendered by usage.h.

#include <string>
#include <vector>

namespace harness::cli {

// One line of the option list: the syntax, and beside it, in the help column, its help.
struct HelpLine {
    std::string syntax = {}; // "--max-nodes N"; a line break continues it on the next line
    std::string text   = {}; // wrapped in the help column; a line break starts a new line
};

// An option's place in --help: its line (and the lines of its other forms), under a heading.
struct OptionHelp {
    std::string           syntax = {}; // empty: no line of its own (--help, or named on another's)
    std::string           text   = {};
    std::vector<HelpLine> more   = {}; // the option's other forms, a line each (--oracle SPEC)
    std::string           group  = {}; // the heading it is listed under ("Limits:"); empty: none
    std::string           note   = {}; // prose printed after its lines as written (a group's end)
};

} // namespace harness::cli
