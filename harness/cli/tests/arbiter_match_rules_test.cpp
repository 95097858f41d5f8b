// `arbiter match`, what issue 11 left: PGN opening books (plies=, bad games skipped and counted,
// an empty book refused), the opening policy and -repeat with single games, verified-mate
// adjudication, the draw when the flag falls against a side that cannot mate, and UCCI
// banmoves (the mock engine obeys and logs them). Real engines (Stockfish, Sable) are skipped
// when not installed.

#include "engine/testing/subprocess.h"
#include "harness/testing/temp_dir.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "arbiter_run.h"
#include "match_test_support.h"

#include <fstream>
#include <sstream>

namespace {

using namespace arbiter_test;
using ::testing::HasSubstr;

// A file in /tmp holding `text`; its path.
std::string write_file(const std::string& name, const std::string& text) {
    const std::string path = harness::testing::temp_dir() + "/arbiter_match_rules_" + name;
    std::ofstream(path) << text;
    return path;
}

const std::string ChessBook = "[Event \"italian\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 *\n\n"
                              "[Event \"illegal\"]\n\n1. e4 e5 2. Ke3 *\n\n"
                              "[Event \"queen's gambit\"]\n\n1. d4 d5 2. c4 *\n";

TEST(ArbiterMatchRules, PgnBookBadGamesAreSkippedCountedAndReported) {
    const std::string book = write_file("book.pgn", ChessBook);
    const std::string json = harness::testing::temp_dir() + "/arbiter_match_rules_pgn.json";
    std::remove(json.c_str());
    auto r = run("match -engine " + mock("a") + " -engine " + mock("b")
        + " -each nodes=10 -rounds 2 -maxmoves 3 -openings file=" + book
        + " format=pgn plies=4 --quiet --json " + json);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_THAT(r.out, HasSubstr(book + ":7:13: error: move 'Ke3'"));
    EXPECT_THAT(r.out, HasSubstr("1 bad entry skipped, 2 used"));
    auto j = read_json(json);
    EXPECT_EQ(j["config"]["openings"]["skipped"], 1);
    EXPECT_EQ(j["config"]["openings"]["format"], "pgn");
    ASSERT_EQ(j["results"].size(), 4u);
    // The first four plies of each good game, in file order; pairs share them.
    EXPECT_EQ(j["results"][0]["opening"],
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    EXPECT_EQ(j["results"][1]["opening"], j["results"][0]["opening"]);
    EXPECT_THAT(j["results"][2]["opening"].get<std::string>(), HasSubstr("/2PP4/"));
}

TEST(ArbiterMatchRules, BookUsageErrors) {
    const std::string base = "match -engine " + mock("a") + " -engine " + mock("b")
        + " -each nodes=10 -openings file=";
    const std::string bad   = write_file("bad.pgn", "[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n");
    auto              empty = run(base + bad + " format=pgn");
    EXPECT_EQ(empty.code, 2);
    EXPECT_THAT(empty.out, HasSubstr(bad + ":3:13: error: move 'Ke3'"));
    EXPECT_THAT(empty.out, HasSubstr("no usable game (1 bad, see above)"));
    const std::string epd   = suite("peer/chess/stockfish_benchmark.DERIVED.epd");
    auto              plies = run(base + epd + " plies=-4");
    EXPECT_EQ(plies.code, 2);
    EXPECT_THAT(plies.out, HasSubstr("plies= expects"));
    auto policy = run(base + epd + " policy=keep");
    EXPECT_EQ(policy.code, 2);
    EXPECT_THAT(policy.out, HasSubstr("'keep'"));
    auto format = run(base + epd + " format=polyglot");
    EXPECT_EQ(format.code, 2);
    EXPECT_THAT(format.out, HasSubstr("'polyglot'"));
    auto repeat
        = run("match -engine " + mock("a") + " -engine " + mock("b") + " -each nodes=10 -repeat 3");
    EXPECT_EQ(repeat.code, 2);
    EXPECT_THAT(repeat.out, HasSubstr("'3'"));
}

TEST(ArbiterMatchRules, PgnoutMinimalHasNoCommentsAndUnknownKeysAreRefused) {
    const std::string pgn = harness::testing::temp_dir() + "/arbiter_match_rules_min.pgn";
    std::remove(pgn.c_str());
    const std::string base
        = "-engine " + mock("a") + " -engine " + mock("b") + " -each nodes=10 -maxmoves 3";
    match("pgn_min", base + " -pgnout " + pgn + " min fi");
    std::ostringstream text;
    text << std::ifstream(pgn).rdbuf();
    EXPECT_THAT(text.str(), HasSubstr("1. "));
    EXPECT_THAT(text.str(), ::testing::Not(HasSubstr("0.0")));
    auto lan = run("match " + base + " -pgnout file=" + pgn + " notation=lan");
    EXPECT_EQ(lan.code, 2);
    EXPECT_THAT(lan.out, HasSubstr("notation=lan: refused: Arbiter writes SAN"));
}

TEST(ArbiterMatchRules, SingleGamesWithRepeatShareAnOpeningUnderTheDefaultPolicy) {
    const std::string epd  = suite("peer/chess/stockfish_benchmark.DERIVED.epd");
    const std::string base = "-engine " + mock("a") + " -engine " + mock("b")
        + " -each nodes=10 -games 1 -rounds 4 -maxmoves 2 -repeat -openings file=" + epd;
    auto d = match("repeat_default", base);
    ASSERT_EQ(d["results"].size(), 4u);
    EXPECT_EQ(d["results"][0]["opening"], d["results"][1]["opening"]);
    EXPECT_NE(d["results"][0]["white"], d["results"][1]["white"]);
    EXPECT_NE(d["results"][1]["opening"], d["results"][2]["opening"]);
    EXPECT_EQ(d["results"][2]["opening"], d["results"][3]["opening"]);
    auto r = match("repeat_round", base + " policy=round");
    EXPECT_NE(r["results"][0]["opening"], r["results"][1]["opening"]);
    EXPECT_EQ(r["config"]["openings"]["policy"], "round");
}

TEST(ArbiterMatchRules, TimeForfeitAgainstASideThatCannotMateIsADraw) {
    // White K+Q against black K+N: the bad engine loses on time at its first move.
    const std::string epd = write_file("kq_kn.epd", "4k3/8/8/8/8/8/3n4/3QK3 w - - 0 1\n");
    auto              j   = match("forfeit_draw",
                       "-engine " + mock("good") + " -engine " + mock("bad", "--slow-at 0 400")
                           + " -each tc=0.3+0 -rounds 1 -openings file=" + epd);
    ASSERT_EQ(j["results"].size(), 2u);
    for (const auto& g : j["results"]) {
        EXPECT_EQ(g["reason"], "time forfeit");
        EXPECT_EQ(g["faulty"], "bad");
        if (g["white"] == "bad") { // the flag fell against K+N
            EXPECT_EQ(g["result"], "1/2-1/2") << g.dump();
            EXPECT_THAT(g["detail"].get<std::string>(), HasSubstr("no mating material"));
        } else {
            EXPECT_EQ(g["result"], "1-0") << g.dump();
        }
    }
    EXPECT_EQ(j["summary"]["faults"][1]["time_forfeits"], 2);
    // Xiangqi: red has a chariot, black only its general and advisors.
    const std::string xq = write_file("xq_forfeit.epd", "3ak4/4a4/9/9/9/9/9/9/9/R2K5 w - - 0 1\n");
    auto              x  = match("forfeit_draw_xq",
                      "-engine " + mock("good") + " -engine " + mock("bad", "--slow-at 0 400")
                          + " -each tc=0.3+0 variant=xiangqi -rounds 1 -openings file=" + xq);
    for (const auto& g : x["results"])
        EXPECT_EQ(g["result"], g["white"] == "bad" ? "1/2-1/2" : "1-0") << g.dump();
}

// Two rooks against a lone king: white mates in 2 (1. Ra7 Kg8 2. Rb8#).
const std::string MateIn2 = "7k/8/8/8/8/8/8/RR4K1 w - - 0 1\n";

TEST(ArbiterMatchRules, VerifiedMateEndsTheGameOnlyWhenAsked) {
    if (!engine::testing::is_executable(Sf)) GTEST_SKIP();
    const std::string epd  = write_file("mate2.epd", MateIn2);
    const std::string base = "-engine cmd=" + Sf + " -engine cmd=" + Sf
        + " -each depth=8 option.Hash=8 -rounds 1 -openings file=" + epd;
    auto v = match("mate_verified", base + " -mate-adjudication max=3");
    ASSERT_EQ(v["results"].size(), 2u);
    for (const auto& g : v["results"]) {
        EXPECT_EQ(g["reason"], "verified mate") << g.dump();
        EXPECT_EQ(g["result"], "1-0");
        EXPECT_EQ(g["plies"], 1);
        EXPECT_THAT(g["detail"].get<std::string>(), HasSubstr("mate in 2 proved"));
    }
    EXPECT_EQ(v["config"]["adjudication"]["mate"]["max"], 3);
    auto off = match("mate_off", base);
    for (const auto& g : off["results"]) {
        EXPECT_EQ(g["reason"], "checkmate") << g.dump();
        EXPECT_EQ(g["plies"], 3);
    }
}

TEST(ArbiterMatchRules, FalseMateClaimsGoOnAndSablesXiangqiClaimIsProved) {
    // The mock claims "mate 1" with a move that does not mate: the games go on. Sable over UCI
    // claims a xiangqi mate in 2 with its first move: proved, the game ends there.
    auto j = match("mate_false",
        "-engine " + mock("liar", "--false-mate") + " -engine " + mock("b")
            + " -each nodes=10 -rounds 1 -maxmoves 6 -mate-adjudication");
    for (const auto& g : j["results"]) EXPECT_EQ(g["reason"], "move limit") << g.dump();
    const std::string xq = write_file("xq_mate2.epd", "4k4/9/9/9/9/9/9/9/9/RR1K5 w - - 0 1\n");
    auto              s  = match("mate_xq",
                      "-engine cmd=" + Sable + " name=a -engine cmd=" + Sable
                          + " name=b -each depth=6 variant=xiangqi -rounds 1 -games 1 -mate-adjudication "
                                          "-openings file="
                          + xq);
    ASSERT_EQ(s["results"].size(), 1u);
    EXPECT_EQ(s["results"][0]["result"], "1-0");
    EXPECT_EQ(s["results"][0]["reason"], "verified mate") << s["results"][0].dump();
    EXPECT_EQ(s["results"][0]["plies"], 1);
}

// Red's chariot checks from a9 and a8 in turn while black's general steps between e9 and e8:
// the third a8a9 would repeat the position through red's own perpetual check.
const std::string Perpetual = "4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1\n";

TEST(ArbiterMatchRules, UcciEnginesAreSentTheirForbiddenRepeatsAsBanmoves) {
    const std::string epd = write_file("perpetual.epd", Perpetual);
    const std::string log = harness::testing::temp_dir() + "/arbiter_match_rules_banmoves.log";
    std::remove(log.c_str());
    auto game = [&](const std::string& tag, const std::string& proto, const std::string& extra) {
        return match(tag,
            "-engine " + mock("red", "--prefer a7a9,a9a8,a8a9,a8b8" + extra, proto) + " -engine "
                + mock("black", "--prefer e9e8,e8e9", proto)
                + " -each depth=1 variant=xiangqi -games 1 -rounds 1 -maxmoves 12 -openings file="
                + epd);
    };
    // Over UCI nothing is banned: red repeats and loses by perpetual check.
    auto uci = game("ban_uci", "uci", "");
    ASSERT_EQ(uci["results"].size(), 1u);
    EXPECT_EQ(uci["results"][0]["reason"], "perpetual check") << uci["results"][0].dump();
    EXPECT_EQ(uci["results"][0]["result"], "0-1");
    // Over UCCI red is told a8a9 is banned at ply 4, obeys, and the game goes on.
    auto ucci = game("ban_ucci", "ucci", " --ban-log " + log);
    ASSERT_EQ(ucci["results"].size(), 1u);
    EXPECT_NE(ucci["results"][0]["reason"], "perpetual check") << ucci["results"][0].dump();
    EXPECT_EQ(ucci["results"][0]["moves"][4]["move"], "a8b8");
    std::ostringstream banned;
    banned << std::ifstream(log).rdbuf();
    EXPECT_THAT(banned.str(), HasSubstr("ply 4: a8a9"));
}

TEST(ArbiterMatchRules, StockfishAndSablePlayFromPgnBooks) {
    if (!engine::testing::is_executable(Sf)) GTEST_SKIP();
    const std::string book = write_file("sf_book.pgn", ChessBook);
    auto              c    = match("sf_pgn",
                        "-engine cmd=" + Sf + " -engine cmd=" + Sf
                            + " -each nodes=1000 option.Hash=8 -rounds 2 -maxmoves 40 -openings file=" + book
                            + " format=pgn order=random -srand 3");
    ASSERT_EQ(c["results"].size(), 4u);
    for (const auto& g : c["results"]) EXPECT_TRUE(g["faulty"].is_null()) << g.dump();
    const std::string xq = write_file("xq_book.pgn",
        "[Variant \"xiangqi\"]\n\n1. h2e2 h9g7 2. h0g2 i9h9 *\n\n"
        "[Variant \"xiangqi\"]\n\n1. c3c4 b9c7 *\n");
    auto              x  = match("sable_pgn",
                      "-engine cmd=" + Sable + " name=a -engine cmd=" + Sable + " name=b proto=ucci"
                          + " -each depth=1 variant=xiangqi -rounds 2 -maxmoves 20 -openings file=" + xq
                          + " format=pgn plies=3");
    ASSERT_EQ(x["results"].size(), 4u);
    for (const auto& g : x["results"]) EXPECT_TRUE(g["faulty"].is_null()) << g.dump();
    EXPECT_THAT(x["results"][0]["opening"].get<std::string>(), HasSubstr(" b - "));
}

} // namespace
