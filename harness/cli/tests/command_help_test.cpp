// Every command's --help against its option table: each option the command reads is named in
// the text, and each --word of the text is an option of the command (or one of another command
// the text points to), so the usage and the table cannot drift apart.

#include "harness/cli/command_table.h"
#include "harness/cli/history_command.h"
#include "harness/cli/suite_command.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>

using namespace harness::cli;

namespace {

struct HelpText {
    std::string command;
    CommandHelp (*help)();
    std::set<std::string> elsewhere; // --words of other commands, or of other programs
};

// The --words a command's help may name that are another's (or another program's).
const std::map<std::string, std::set<std::string>> Elsewhere {
    { "bench", { "--metric" } }, // arbiter history --metric
    { "history", { "--ladder" } }, // arbiter gate --ladder
    { "history ladder", { "--ladder" } }, { "match", { "--replay" } }, // arbiter fuzz --replay
    { "gate", { "--preset" } }, // cmake --preset
    { "bisect", { "--preset" } }, // cmake --preset
    { "merge", { "--shard", "--batch" } }, // of the sharded commands
};

// Every command of arbiter's command table, and the subcommands with a help of their own.
std::vector<HelpText> all_help() {
    std::vector<HelpText> out;
    auto                  add = [&](const std::string& name, CommandHelp (*help)()) {
        const auto e = Elsewhere.find(name);
        out.push_back({ name, help, e == Elsewhere.end() ? std::set<std::string> {} : e->second });
    };
    for (const auto& c : commands()) add(c.name, c.help);
    add("suite compare", suite_compare_help);
    add("history ladder", history_ladder_help);
    return out;
}

const std::vector<HelpText> Commands = all_help();

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

TEST(CommandHelp, EveryCommandOfTheTableIsChecked) {
    std::set<std::string> checked;
    for (const auto& c : Commands) checked.insert(c.command);
    for (const char* name : { "tune", "sprt", "gate", "merge" })
        EXPECT_TRUE(checked.count(name)) << name;
    EXPECT_EQ(checked.size(), commands().size() + 2);
}

TEST(CommandHelp, EveryCommandHasItsManual) {
    for (const auto& c : commands()) {
        const auto manual = std::filesystem::path(ARBITER_SOURCE_DIR) / "docs" / "commands"
            / (std::string(c.name) + ".md");
        EXPECT_TRUE(std::filesystem::is_regular_file(manual)) << manual;
    }
}

TEST(CommandHelp, TheWordsFoundAreWholeOptionNames) {
    EXPECT_EQ(double_dash_words("--json/--junit FILE, -j N, --shard-, x--y, `--z`"),
        (std::set<std::string> { "--json", "--junit", "--shard", "--z" }));
    EXPECT_TRUE(names("  -j N  ", "-j"));
    EXPECT_FALSE(names("--depth-first", "--depth"));
    EXPECT_FALSE(names("--jobs", "-j"));
}
