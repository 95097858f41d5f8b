// Renju and caro end to end through the CLI: the referee's foul verdict (with the foul and its
// stones) from a scripted Gomocup engine that plays GomocupJudge's renju rule check into the
// double-three at g9, the refusal policy, `arbiter adjudicate` on the same line, and short
// Sable-against-Sable renju and caro matches with every game explained.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "arbiter_run.h"

#include <filesystem>
#include <fstream>

namespace {

using namespace arbiter_test;
using ::testing::HasSubstr;
namespace fs = std::filesystem;

const std::string Sable = "cmd=" + Bin + "/sable proto=gomocup";
const std::string Foul  = "g9 is forbidden to black under renju: double-three (i7 h8 g9 h10 i11)";

fs::path temp(const std::string& name) {
    auto dir
        = fs::temp_directory_path() / ("arbiter_renju_" + name + "_" + std::to_string(getpid()));
    fs::create_directories(dir);
    return dir;
}

// A Gomocup engine that answers each request for a move with the next of `moves` (x,y), and
// ERROR when they run out.
std::string scripted(const fs::path& dir, const std::string& name, const std::string& moves) {
    const fs::path path = dir / (name + ".sh");
    std::ofstream(path) << "#!/bin/sh\nset -- " << moves << R"(
while read -r line; do
  case "$line" in
    START*|RESTART*) echo OK ;;
    ABOUT*) echo 'name="scripted", version="1"' ;;
    BEGIN*|TURN*|DONE*)
      if [ $# -gt 0 ]; then echo "$1"; shift; else echo ERROR out of moves; fi ;;
    END*) exit 0 ;;
  esac
done
)";
    fs::permissions(path, fs::perms::owner_all);
    return "cmd=" + path.string() + " proto=gomocup variant=renju";
}

// Black plays h8 i7 h10 i11, then the foul g9 (and a1 if asked again); white h9 i9 i6 i12 o15.
std::string foul_match(const fs::path& dir, const std::string& extra) {
    const std::string black = scripted(dir, "black", "7,7 8,6 7,9 8,10 6,8 0,0");
    const std::string white = scripted(dir, "white", "7,8 8,8 8,5 8,11 14,14");
    return "match -engine " + black + " name=black -engine " + white
        + " name=white -each tc=10+0.1 -rounds 1 -games 1 " + extra + " --json "
        + (dir / "match.json").string();
}

// The report of the scripted foul game played with `extra` options (the run must succeed).
nlohmann::json foul_report(const fs::path& dir, const std::string& extra) {
    auto r = run(foul_match(dir, extra));
    EXPECT_EQ(r.code, 0) << r.out;
    return read_json((dir / "match.json").string());
}

TEST(ArbiterRenju, AFoulLosesWithItsPatternInTheReport) {
    const auto  j    = foul_report(temp("foul"), "");
    const auto& game = j["results"][0];
    EXPECT_EQ(j["game"], "renju");
    EXPECT_EQ(game["result"], "0-1");
    EXPECT_EQ(game["reason"], "forbidden move");
    EXPECT_EQ(game["detail"], Foul);
    EXPECT_EQ(game["plies"], 8);
    EXPECT_FALSE(game.contains("refused"));
}

TEST(ArbiterRenju, RefusedFoulIsRecordedAndTheGameGoesOn) {
    const auto  dir  = temp("refuse");
    const auto  j    = foul_report(dir, "--foul refuse");
    const auto& game = j["results"][0];
    ASSERT_EQ(game["refused"].size(), 1u);
    EXPECT_EQ(game["refused"][0],
        "g9: forbidden to black under renju: double-three (i7 h8 g9 "
        "h10 i11)");
    EXPECT_EQ(game["moves"][8]["move"], "a1"); // asked again, black played a1
    EXPECT_NE(game["reason"], "forbidden move");
    auto bad = run(foul_match(dir, "--foul never"));
    EXPECT_EQ(bad.code, 2) << bad.out;
    EXPECT_THAT(bad.out, HasSubstr("unknown foul policy 'never' (expected lose or refuse)"));
}

TEST(ArbiterRenju, AdjudicateNamesTheFoul) {
    auto r = run("adjudicate --variant renju --moves h8 h9 i7 i9 h10 i6 i11 i12 g9 a1");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_THAT(r.out, HasSubstr("0-1 (forbidden move): " + Foul + ", ended at ply 9"));
    EXPECT_THAT(r.out, HasSubstr("1 later move not played"));
    auto caro = run("adjudicate --variant caro --moves h8 h9 i7 i9 h10 i6 i11 i12 g9");
    EXPECT_EQ(caro.code, 0) << caro.out;
    EXPECT_THAT(caro.out, HasSubstr("ongoing after 9 plies"));
}

// Sable against itself under renju and caro: every game ends by the rules (five in a row, a
// full board) or the clock, never by a foul, and the report says which.
void expect_explained_games(const std::string& variant, int games) {
    const auto dir = temp(variant);
    auto r = run("match -engine " + Sable + " name=a -engine " + Sable + " name=b -each tc=1+0.01 "
        + "variant=" + variant + " -rounds " + std::to_string(games / 2) + " -games 2 -openings "
        + "file=" + suite("gomoku/openings/arbiter3.txt") + " format=gomocup --json "
        + (dir / "match.json").string());
    EXPECT_EQ(r.code, 0) << r.out;
    auto j = read_json((dir / "match.json").string());
    EXPECT_EQ(j["game"], variant);
    ASSERT_EQ(j["results"].size(), std::size_t(games));
    for (const auto& g : j["results"]) {
        EXPECT_NE(g["reason"], "forbidden move") << g.dump();
        EXPECT_FALSE(g.contains("refused"));
        EXPECT_TRUE(g["reason"] == "five in a row" || g["reason"] == "board full"
            || g["reason"] == "time forfeit")
            << g.dump();
    }
}

TEST(ArbiterRenju, SableAgainstSableRenjuGamesAreExplained) { expect_explained_games("renju", 4); }

TEST(ArbiterRenju, SableAgainstSableCaroGamesAreExplained) { expect_explained_games("caro", 2); }

} // namespace
