#include "harness/cli/args.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace harness::cli;
using ::testing::HasSubstr;

TEST(Args, LongOptionsWithSpaceOrEqualsAndShortJ) {
    Args a({ "--depth", "3", "--json=out.json", "-j4", "--engine", "cmd=x", "name=y", "--quiet" },
        { "--depth", "--json", "-j", "--engine", "--quiet" });
    EXPECT_EQ(a.next_option(), "--depth");
    EXPECT_EQ(a.int_value("--depth", 1, 10), 3);
    EXPECT_EQ(a.next_option(), "--json");
    EXPECT_EQ(a.value("--json"), "out.json");
    EXPECT_EQ(a.next_option(), "-j");
    EXPECT_EQ(a.int_value("-j", 1, 8), 4);
    EXPECT_EQ(a.next_option(), "--engine");
    EXPECT_EQ(a.tokens(), (std::vector<std::string> { "cmd=x", "name=y" }));
    EXPECT_EQ(a.next_option(), "--quiet");
    EXPECT_TRUE(a.done());
}

TEST(Args, SingleDashLongOptionsAreTheLongOptions) {
    // As cutechess and fastchess spell them: `arbiter suite -engine ... -movetime 100`.
    Args a({ "-engine", "cmd=x", "-movetime", "100", "-json=r.json", "-j2", "-j", "3" },
        { "--engine", "--movetime", "--json", "-j" });
    EXPECT_EQ(a.next_option(), "--engine");
    EXPECT_EQ(a.tokens(), (std::vector<std::string> { "cmd=x" }));
    EXPECT_EQ(a.next_option(), "--movetime");
    EXPECT_EQ(a.int_value("--movetime", 1, 1000), 100);
    EXPECT_EQ(a.next_option(), "--json");
    EXPECT_EQ(a.value("--json"), "r.json");
    EXPECT_EQ(a.next_option(), "-j");
    EXPECT_EQ(a.int_value("-j", 1, 8), 2);
    EXPECT_EQ(a.next_option(), "-j");
    EXPECT_EQ(a.int_value("-j", 1, 8), 3);
    EXPECT_TRUE(a.done());
}

TEST(Args, ASingleDashTypoIsMatchedOnTheWholeName) {
    // `-round 2` suggested `-h` (one letter compared); now the whole name, in its spelling.
    for (const auto& [typed, hint] : std::vector<std::pair<std::string, std::string>> {
             { "-round", "-rounds" }, { "--round", "--rounds" }, { "-engin", "-engine" } }) {
        Args a({ typed, "2" }, { "--rounds", "--engine", "-h", "-j" });
        try {
            (void)a.next_option();
            ADD_FAILURE() << typed;
        } catch (const UsageError& e) {
            EXPECT_THAT(e.what(),
                HasSubstr("unknown option '" + typed + "'. Did you mean '" + hint + "'?"));
        }
    }
}

TEST(Args, UnknownOptionSuggestsTheClosest) {
    Args a({ "--dpeth", "3" }, { "--depth", "--json" });
    try {
        (void)a.next_option();
        FAIL();
    } catch (const UsageError& e) {
        EXPECT_THAT(e.what(), HasSubstr("unknown option '--dpeth'. Did you mean '--depth'?"));
    }
}

TEST(Args, BadValuesAreUsageErrors) {
    Args a({ "--depth", "99" }, { "--depth" });
    (void)a.next_option();
    EXPECT_THROW((void)a.int_value("--depth", 1, 20), UsageError);
    Args b({ "--depth" }, { "--depth" });
    (void)b.next_option();
    EXPECT_THROW((void)b.value("--depth"), UsageError);
    Args c({ "stray" }, { "--depth" });
    EXPECT_THROW((void)c.next_option(), UsageError);
}

TEST(DidYouMean, FindsNearNamesOnly) {
    EXPECT_EQ(did_you_mean("prft", { "perft", "suite" }), "perft");
    EXPECT_EQ(did_you_mean("xyzzyplugh", { "perft", "suite" }), "");
}

TEST(Args, OperandsAreSplitFromOptionsAndTheirValues) {
    const auto split = split_operands({ "a.json", "--json", "out.json", "b.json", "--db=h.db",
        "--criterion", "tolerance", "c.json" });
    EXPECT_EQ(split.operands, (std::vector<std::string> { "a.json", "b.json", "c.json" }));
    EXPECT_EQ(split.options,
        (std::vector<std::string> {
            "--json", "out.json", "--db=h.db", "--criterion", "tolerance" }));
}
