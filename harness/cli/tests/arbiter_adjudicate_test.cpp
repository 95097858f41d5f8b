// `arbiter adjudicate`: chess endings from a PGN, xiangqi referee cases from the shared data
// file under each rule set, JSON output, a recorded result that disagrees, input errors.

#include "arbiter_run.h"

#include "harness/game/tests/referee_cases.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include <unistd.h>

using arbiter_test::run;
using ::testing::HasSubstr;
namespace fs = std::filesystem;

namespace {

// A PGN file in a fresh temporary directory, removed with the object.
class PgnFile {
public:
    explicit PgnFile(const std::string& text)
        : dir_(fs::temp_directory_path()
            / ("arbiter_adjudicate_" + std::to_string(getpid()) + "_" + std::to_string(++n_))) {
        fs::create_directories(dir_);
        std::ofstream(path()) << text;
    }
    ~PgnFile() { fs::remove_all(dir_); }
    [[nodiscard]] std::string path() const { return (dir_ / "games.pgn").string(); }

private:
    static inline int n_ = 0;
    fs::path          dir_;
};

const char* const ChessEndings = R"([Event "fool's mate"]
[Result "0-1"]

1. f3 e5 2. g4 Qh4# 0-1

[Event "stalemate"]
[SetUp "1"]
[FEN "7k/5K2/8/8/8/8/8/6Q1 w - - 0 1"]
[Result "1/2-1/2"]

1. Qg6 1/2-1/2

[Event "threefold"]

1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 1/2-1/2

[Event "insufficient material"]
[FEN "4k3/8/8/8/8/8/3r4/4KB2 w - - 0 1"]

1. Kxd2 1/2-1/2

[Event "fifty moves"]
[FEN "4k3/8/8/8/8/8/8/R3K3 w - - 99 80"]

80. Ra2 1/2-1/2

[Event "chess960"]
[Variant "Chess960"]
[FEN "rk5r/8/8/8/8/8/8/RK5R w HAha - 0 9"]

9. O-O O-O-O 10. Rf7 *
)";

} // namespace

TEST(ArbiterAdjudicate, Help) {
    auto r = run("adjudicate --help");
    EXPECT_EQ(r.code, 0);
    EXPECT_THAT(r.out, HasSubstr("usage: arbiter adjudicate"));
    EXPECT_THAT(run("help adjudicate").out, HasSubstr("--rules R"));
}

TEST(ArbiterAdjudicate, ChessEndingsFromAPgn) {
    PgnFile pgn(ChessEndings);
    auto    r = run("adjudicate --pgn " + pgn.path());
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_THAT(r.out,
        HasSubstr("game 1 (line 1): 0-1 (checkmate), ended at ply 4; recorded 0-1 agrees\n"));
    EXPECT_THAT(r.out, HasSubstr("game 2 (line 6): 1/2-1/2 (stalemate), ended at ply 1;"));
    EXPECT_THAT(r.out,
        HasSubstr("game 3 (line 13): 1/2-1/2 (repetition), ended at ply 8; 1 later move not "
                  "played; recorded 1/2-1/2 agrees\n"));
    EXPECT_THAT(
        r.out, HasSubstr("game 4 (line 17): 1/2-1/2 (insufficient material), ended at ply 1"));
    EXPECT_THAT(r.out, HasSubstr("game 5 (line 22): 1/2-1/2 (fifty-move rule), ended at ply 1"));
    EXPECT_THAT(r.out, HasSubstr("game 6 (line 27): ongoing after 3 plies\n"));
}

TEST(ArbiterAdjudicate, XiangqiRefereeCasesUnderEachRuleSet) {
    const std::vector<std::string> names { "chariot-chases-unprotected-horse",
        "check-alternating-with-chase-black", "fourth-occurrence-not-yet",
        "move-limit-counts-checks-within-the-allowance", "fsf-1172", "fsf-1183" };
    int                            checked = 0;
    for (const auto& c : harness::game::cases::load_referee_cases()) {
        if (std::find(names.begin(), names.end(), c.name) == names.end()) continue;
        ++checked;
        std::string args = "adjudicate --variant xiangqi";
        for (const auto& o : c.options)
            args += " --" + o.substr(0, o.find('=')) + " " + o.substr(o.find('=') + 1);
        if (!c.fen.empty()) args += " --fen '" + c.fen + "'";
        args += " --moves";
        for (const auto& m : c.moves) args += " " + m;
        for (const char* rules : { "asian", "simple", "chinese" }) {
            auto r = run(args + " --rules " + rules);
            EXPECT_EQ(r.code, 0) << r.out;
            const std::string& want = c.expected(*harness::game::parse_repetition_rules(rules));
            EXPECT_THAT(r.out, HasSubstr(want == "*" ? "ongoing" : "game 1: " + want))
                << c.name << " under " << rules;
        }
    }
    EXPECT_EQ(checked, int(names.size()));
}

TEST(ArbiterAdjudicate, JsonOutput) {
    auto r = run("adjudicate --json --variant xiangqi --rules chinese --fen "
                 "'5k3/9/9/9/9/r8/9/9/N8/4K4 b - - 0 1' --moves a4e4 e0d0 e4a4 d0e0 a4e4 e0d0 e4a4 "
                 "d0e0");
    ASSERT_EQ(r.code, 0) << r.out;
    auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["rules"], "chinese");
    ASSERT_EQ(j["games"].size(), 1u);
    const auto& g = j["games"][0];
    EXPECT_EQ(g["result"], "1-0");
    EXPECT_EQ(g["reason"], "perpetual chase");
    EXPECT_EQ(g["ply"], 8);
    EXPECT_THAT(g["explanation"].get<std::string>(), HasSubstr("black loses: perpetual chase"));
    EXPECT_TRUE(g["recorded"].is_null());

    auto banned = run("adjudicate --variant xiangqi --fen '4k4/9/9/C1n6/9/2N6/9/9/2C6/3K5 w - - 0 "
                      "1' --moves c4b6 e9e8 b6c4 e8e9");
    EXPECT_THAT(banned.out, HasSubstr("game 1: ongoing after 4 plies; banmoves c4b6\n"));

    auto ongoing = nlohmann::json::parse(run("adjudicate --json --moves e4 e5").out);
    EXPECT_TRUE(ongoing["games"][0]["banmoves"].empty());
    EXPECT_TRUE(ongoing["games"][0]["ply"].is_null());
    EXPECT_EQ(ongoing["games"][0]["result"], "*");
}

TEST(ArbiterAdjudicate, ARecordedResultThatDisagreesExitsOne) {
    PgnFile pgn("[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n");
    auto    r = run("adjudicate --pgn " + pgn.path());
    EXPECT_EQ(r.code, 1);
    EXPECT_THAT(r.out, HasSubstr("0-1 (checkmate), ended at ply 4; recorded 1-0 DISAGREES"));
}

TEST(ArbiterAdjudicate, InputErrorsExitTwo) {
    PgnFile pgn("[Event \"bad\"]\n\n1. e4 e5 2. Qh6 *\n\n[Event \"good\"]\n\n1. e4 *\n");
    auto    bad = run("adjudicate --pgn " + pgn.path());
    EXPECT_EQ(bad.code, 2);
    EXPECT_THAT(bad.out, HasSubstr(pgn.path() + ":3:13: error: move 'Qh6' (ply 3): illegal move"));
    EXPECT_THAT(bad.out, HasSubstr("game 1 (line 5): ongoing after 1 ply"));

    EXPECT_EQ(run("adjudicate --pgn /nonexistent.pgn").code, 2);
    EXPECT_EQ(run("adjudicate").code, 2);
    EXPECT_EQ(run("adjudicate --pgn x.pgn --moves e4").code, 2);
    auto rules = run("adjudicate --rules fide --moves e4");
    EXPECT_EQ(rules.code, 2);
    EXPECT_THAT(rules.out, HasSubstr("unknown repetition rules 'fide'"));
    auto move = run("adjudicate --variant xiangqi --moves h2e2 h9h0");
    EXPECT_EQ(move.code, 2);
    EXPECT_THAT(move.out, HasSubstr("--moves: move 2 'h9h0'"));
    EXPECT_EQ(run("adjudicate --fen 'not a fen' --moves e4").code, 2);
}
