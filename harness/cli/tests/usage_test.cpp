#include "harness/cli/usage.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <sstream>

using namespace harness::cli;

namespace {

struct Options {
    int  depth = 0;
    bool help  = false;
};

// The widest line of a text.
std::size_t widest(const std::string& text) {
    std::istringstream in(text);
    std::size_t        w = 0;
    for (std::string line; std::getline(in, line);) w = std::max(w, line.size());
    return w;
}

} // namespace

TEST(Usage, OptionsAreListedInTableOrderUnderTheirHeadings) {
    const std::vector<OptionHelp> options {
        { "--engine SPEC", "the engine", {}, "Engine:" },
        { "--variant V", "default variant", {}, "Engine:" },
        { "", "", {}, "Engine:" }, // named on another option's line: no line of its own
        { "--depth D", "the depth", {}, "Limits:" }, { "--help", "", {}, "" },
        { "", "", {}, "" }, // --help, -h
    };
    EXPECT_EQ(option_lines(options, 17),
        "Engine:\n"
        "  --engine SPEC  the engine\n"
        "  --variant V    default variant\n"
        "Limits:\n"
        "  --depth D      the depth\n"
        "  --help\n");
}

TEST(Usage, HelpIsWrappedAtTheWidthAndAlignedAtTheColumn) {
    std::string text;
    for (int i = 0; i < 40; ++i) text += "word" + std::to_string(i) + " ";
    const auto lines = option_lines({ { "--x N", text } }, 20);
    EXPECT_LE(widest(lines), UsageWidth);
    EXPECT_THAT(lines, ::testing::StartsWith("  --x N             word0 word1"));
    EXPECT_THAT(lines, ::testing::HasSubstr("\n                    word"));
    EXPECT_THAT(lines, ::testing::HasSubstr("word39\n"));
    // A `quoted command` is not broken.
    EXPECT_EQ(
        option_lines({ { "--db FILE", "also store the report (`arbiter history --db`)" } }, 40)
            .substr(40),
        "also store the report (`arbiter history --db`)\n");
    EXPECT_EQ(
        option_lines({ { "--x", "a b c d e f g h (`arbiter history --metric signature`)" } }, 60),
        "  --x" + std::string(55, ' ') + "a b c d e f g h\n" + std::string(60, ' ')
            + "(`arbiter history --metric signature`)\n");
    // A line break in the help starts a new line in the column.
    EXPECT_EQ(option_lines({ { "--x", "one\ntwo" } }, 8), "  --x   one\n        two\n");
}

TEST(Usage, ALongSyntaxSpansLinesAndItsHelpFollowsItOrGoesBelow) {
    EXPECT_EQ(option_lines({ { "--engine cmd=PATH [name=N]\n         [option.NAME=VALUE]...",
                               "the engine under test" } },
                  30),
        "  --engine cmd=PATH [name=N]\n"
        "           [option.NAME=VALUE]...  the engine under test\n");
    // A help that does not fit there whole starts below, in the column.
    const std::string syntax(90, 'x');
    EXPECT_EQ(option_lines({ { syntax, "a longer help" } }, 10),
        "  " + syntax + "\n          a longer help\n");
}

TEST(Usage, OtherFormsAndNotesFollowTheirOption) {
    OptionHelp oracle { "--oracle reference", "Arbiter's rules",
        { { "--oracle SPEC", "an engine" } }, "Oracle:", "Time controls:\n  tc=...\n" };
    EXPECT_EQ(option_lines({ oracle }, 22),
        "Oracle:\n"
        "  --oracle reference  Arbiter's rules\n"
        "  --oracle SPEC       an engine\n"
        "Time controls:\n"
        "  tc=...\n");
}

TEST(Usage, ACommandsHelpIsItsHeadItsTableAndItsTail) {
    const auto table = option_table<Options>({
        group<Options>("Limits:",
            { { { "--depth" },
                [](Args& a, const std::string& opt, Options& o) {
                    o.depth = a.int_value(opt, 1, 9);
                },
                { "--depth D", "the depth" } } },
            "One limit.\n"),
        { { { "--help", "-h" }, [](Args&, const std::string&, Options& o) { o.help = true; } } },
    });
    const auto help  = command_help({ "usage: x [options]\n\n", "Exit codes: 0.\n", 14 },
         { option_list(table), OptionList { { { "--shard K/N", "a shard" } }, { "--shard" } } });
    EXPECT_EQ(help.text,
        "usage: x [options]\n\n"
        "Limits:\n"
        "  --depth D   the depth\n"
        "One limit.\n"
        "  --shard K/N  a shard\n"
        "Exit codes: 0.\n");
    EXPECT_EQ(help.options, (std::vector<std::string> { "--depth", "--help", "-h", "--shard" }));
    EXPECT_EQ(read_options({ "--depth", "3" }, table).depth, 3);
}
