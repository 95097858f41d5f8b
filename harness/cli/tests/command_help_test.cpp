// Every command's --help against its option table: each option the command reads is named in
// the text, and each --word of the text is an option of the command (or one of another command
// the text points to), so the usage and the table cannot drift apart.

#include "harness/cli/adjudicate_command.h"
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
#include "harness/cli/suite_command.h"
#include "harness/cli/treesize_command.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <set>
#include <sstream>

using namespace harness::cli;

namespace {

struct Command {
    std::string command;
    CommandHelp (*help)();
    std::set<std::string> elsewhere; // --words of other commands, or of other programs
};

// Every command of main.cpp's table (a new command adds its line here).
const std::vector<Command> Commands {
    { "perft", perft_help, {} }, { "check", check_help, {} }, { "suite", suite_help, {} },
    { "suite compare", suite_compare_help, {} }, { "adjudicate", adjudicate_help, {} },
    { "bench", bench_help, { "--metric" } }, // arbiter history --metric
    { "treesize", treesize_help, {} },
    { "history", history_help, { "--ladder" } }, // arbiter gate --ladder
    { "history ladder", history_ladder_help, { "--ladder" } },
    { "match", match_help, { "--replay" } }, // arbiter fuzz --replay
    { "fuzz", fuzz_help, {} }, { "gate", gate_help, { "--preset" } }, // cmake --preset
    { "book", book_help, {} }, { "bisect", bisect_help, { "--preset" } }, // cmake --preset
    { "rate", rate_help, {} },
    { "merge", merge_help, { "--shard", "--batch" } }, // of the sharded commands
};

// Names a usage may leave out: --help itself, and --jobs (listed as -j N).
const std::set<std::string> Unlisted { "--help", "-h", "--jobs" };

bool is_name_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '-'; }

// `name` stands in `text` as a word of its own ("--depth", not "--depth-first").
bool names(const std::string& text, const std::string& name) {
    for (auto at = text.find(name); at != std::string::npos; at = text.find(name, at + 1)) {
        const auto end = at + name.size();
        if ((at == 0 || !is_name_char(text[at - 1]))
            && (end == text.size() || !is_name_char(text[end])))
            return true;
    }
    return false;
}

// Every --word of `text`.
std::set<std::string> double_dash_words(const std::string& text) {
    std::set<std::string> words;
    for (auto at = text.find("--"); at != std::string::npos; at = text.find("--", at + 2)) {
        if (at > 0 && is_name_char(text[at - 1])) continue;
        auto end = at + 2;
        while (end < text.size() && is_name_char(text[end])) ++end;
        while (end > at + 2 && text[end - 1] == '-') --end;
        if (end > at + 2) words.insert(text.substr(at, end - at));
    }
    return words;
}

} // namespace

TEST(CommandHelp, NamesEveryOptionOfTheTable) {
    for (const auto& c : Commands) {
        const auto help = c.help();
        ASSERT_FALSE(help.options.empty()) << c.command;
        for (const auto& option : help.options) {
            if (Unlisted.count(option)) continue;
            EXPECT_TRUE(names(help.text, option))
                << "arbiter " << c.command << " --help does not name " << option;
        }
    }
}

TEST(CommandHelp, NamesNoOptionTheCommandDoesNotRead) {
    for (const auto& c : Commands) {
        const auto help = c.help();
        for (const auto& word : double_dash_words(help.text)) {
            const bool known
                = std::find(help.options.begin(), help.options.end(), word) != help.options.end();
            EXPECT_TRUE(known || c.elsewhere.count(word))
                << "arbiter " << c.command << " --help names " << word << ", not an option of it";
        }
    }
}

TEST(CommandHelp, LinesAreAtMostOneHundredColumns) {
    for (const auto& c : Commands) {
        std::istringstream text(c.help().text);
        for (std::string line; std::getline(text, line);)
            EXPECT_LE(line.size(), 100u) << "arbiter " << c.command << ": " << line;
    }
}

TEST(CommandHelp, TheWordsFoundAreWholeOptionNames) {
    EXPECT_EQ(double_dash_words("--json/--junit FILE, -j N, --shard-, x--y, `--z`"),
        (std::set<std::string> { "--json", "--junit", "--shard", "--z" }));
    EXPECT_TRUE(names("  -j N  ", "-j"));
    EXPECT_FALSE(names("--depth-first", "--depth"));
    EXPECT_FALSE(names("--jobs", "-j"));
}
