// `arbiter symmetry`: Sable holds every check in chess and gomoku on random positions; mock
// engines with planted faults are each caught with the right finding (a one-sided evaluation
// term by the colour flip's bias test, a counter a new game does not clear by determinism, a
// score that depends on how the position was set up by transposition); faults and usage.

#include "arbiter_run.h"

#include "harness/testing/temp_dir.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>

using arbiter_test::run;
using ::testing::HasSubstr;

namespace {

const std::string Sable = arbiter_test::Bin + "/sable";
const std::string Mock  = arbiter_test::Bin + "/mock_engine";

// The mock scoring 10 cp a legal move (the same in every symmetric position), with `flags`.
std::string mock(const std::string& flags) {
    std::string        spec = "cmd=" + Mock + " name=mock arg=--score-moves";
    std::istringstream in(flags);
    for (std::string f; in >> f;) spec += " arg=" + f;
    return spec;
}

const nlohmann::json* transform(const nlohmann::json& report, const std::string& name) {
    for (const auto& r : report["results"])
        if (r["kind"] == "transform" && r["transform"] == name) return &r;
    return nullptr;
}

// The first finding of `check` in a symmetry report.
nlohmann::json first_finding(const nlohmann::json& report, const std::string& check) {
    for (const auto& r : report["results"])
        if (r["kind"] == "finding" && r["check"] == check) return r;
    ADD_FAILURE() << "no " << check << " finding";
    return {};
}

// The pieces on a FEN's board.
int pieces(const nlohmann::json& fen) {
    const auto text = fen.is_string() ? fen.get<std::string>() : std::string();
    int        n    = 0;
    for (char c : text.substr(0, text.find(' ')))
        n += std::isalpha(static_cast<unsigned char>(c)) != 0;
    return n;
}

TEST(ArbiterSymmetry, SableHoldsEveryCheckInChess) {
    const auto json = harness::testing::temp_dir() + "/symmetry_sable.json";
    auto r = run("symmetry --engine cmd=" + Sable + " --random 60 --depth 3 --repeats 10 --json "
        + json + " --junit " + json + ".xml");
    ASSERT_EQ(r.code, 0) << r.out;
    auto j = arbiter_test::read_json(json);
    EXPECT_EQ(j["summary"]["verdict"], "pass");
    EXPECT_EQ(j["summary"]["positions"], 60);
    EXPECT_EQ(j["summary"]["repeated"], 10);
    const auto* flip = transform(j, "colour-flip");
    ASSERT_NE(flip, nullptr);
    EXPECT_EQ((*flip)["pairs"], 60);
    EXPECT_FALSE((*flip)["bias"].get<bool>());
    EXPECT_GT((*flip)["detectable_cp"].get<double>(), 0);
    EXPECT_EQ((*flip)["evaluated"], 60); // Sable's eval, exactly symmetric
    EXPECT_EQ((*flip)["same_eval"], 60);
    EXPECT_NE(transform(j, "mirror"), nullptr);
}

TEST(ArbiterSymmetry, SableHoldsEveryCheckInGomoku) {
    auto r = run(
        "symmetry --engine cmd=" + Sable + " --variant gomoku --random 10 --depth 2 --repeats 3");
    ASSERT_EQ(r.code, 0) << r.out;
    for (const char* t : { "rotate-90", "mirror", "anti-diagonal" })
        EXPECT_THAT(r.out, HasSubstr(std::string("| ") + t + " | 10 |")) << r.out;
}

TEST(ArbiterSymmetry, AOneSidedEvaluationTermIsABias) {
    const auto json = harness::testing::temp_dir() + "/symmetry_bias.json";
    auto       r    = run("symmetry --engine " + mock("--first-player-bonus 4")
                 + " --random 50 --depth 1 "
                            "--json "
                 + json);
    EXPECT_EQ(r.code, 1) << r.out;
    auto j = arbiter_test::read_json(json);
    EXPECT_EQ(j["summary"]["verdict"], "fail");
    EXPECT_EQ(j["summary"]["biased"], nlohmann::json::array({ "colour-flip" }));
    const auto* flip = transform(j, "colour-flip");
    ASSERT_NE(flip, nullptr);
    EXPECT_DOUBLE_EQ((*flip)["mean_cp"].get<double>(), 8.0); // +4 with White to move, -4 with Black
    EXPECT_FALSE((*transform(j, "mirror"))["bias"].get<bool>());
    // and exactly, through the engine's eval: every colour flip, no mirror
    EXPECT_EQ((*flip)["evaluated"], 50);
    EXPECT_EQ((*flip)["same_eval"], 0);
    const auto* mirror = transform(j, "mirror");
    EXPECT_EQ((*mirror)["same_eval"], (*mirror)["evaluated"]);
    int evals = 0;
    for (const auto& f : j["results"])
        if (f["kind"] == "finding" && f["check"] == "eval") {
            ++evals;
            EXPECT_EQ(f["transform"], "colour-flip");
            EXPECT_EQ(f["first"]["cp"].get<int>() - f["second"]["cp"].get<int>(),
                f["fen"].get<std::string>().find(" w ") != std::string::npos ? 8 : -8);
        }
    EXPECT_EQ(evals, 50);
    // the first ten shrunk to the kings: the term needs no other piece
    int shrunk = 0;
    for (const auto& f : j["results"])
        if (f["kind"] == "finding" && !f["shrunk"].get<std::string>().empty()) {
            ++shrunk;
            const auto board = f["shrunk"].get<std::string>().substr(
                0, f["shrunk"].get<std::string>().find(' '));
            EXPECT_EQ(std::count_if(board.begin(), board.end(), ::isalpha), 2) << f["shrunk"];
        }
    EXPECT_EQ(shrunk, 10);
    // and without the term, nothing
    auto clean = run("symmetry --engine " + mock("") + " --random 50 --depth 1");
    EXPECT_EQ(clean.code, 0) << clean.out;
}

TEST(ArbiterSymmetry, ACounterANewGameDoesNotClearIsNonDeterminism) {
    const auto json = harness::testing::temp_dir() + "/symmetry_sticky.json";
    auto       r    = run(
                 "symmetry --engine " + mock("--sticky-nodes") + " --random 5 --depth 1 --json " + json);
    EXPECT_EQ(r.code, 1) << r.out;
    EXPECT_THAT(r.out, HasSubstr("**determinism**"));
    EXPECT_THAT(r.out, HasSubstr("the same search twice in a new game"));
    // Shrunk: the counter grows whatever is searched, so the kings alone still show it.
    const auto f = first_finding(arbiter_test::read_json(json), "determinism");
    EXPECT_EQ(pieces(f["shrunk"]), 2) << f.dump();
    EXPECT_EQ(f["shrunk_other"], f["shrunk"]);
}

TEST(ArbiterSymmetry, StateSetUpByMovesThatDiffersFromAFenIsATransposition) {
    const auto json = harness::testing::temp_dir() + "/symmetry_moves.json";
    auto       r    = run(
                 "symmetry --engine " + mock("--moves-bonus 7") + " --random 5 --depth 1 --json " + json);
    EXPECT_EQ(r.code, 1) << r.out;
    EXPECT_THAT(r.out, HasSubstr("**transposition**"));
    EXPECT_THAT(r.out, HasSubstr("the same position as a FEN"));
    // Shrunk: the bonus comes with any move, so the kings and the piece that makes the
    // irreversible move (a pawn's step, or a capture of the piece it takes) are what is left.
    const auto f     = first_finding(arbiter_test::read_json(json), "transposition");
    const auto other = f["shrunk_other"].get<std::string>();
    const auto at    = other.find(" moves ");
    ASSERT_NE(at, std::string::npos) << f.dump();
    EXPECT_LE(pieces(other.substr(0, at)), 4) << f.dump();
    EXPECT_EQ(other.substr(at + 7), f["transform"]);
}

// Two mates in one (Ra8#, Rh8#).
std::string mates_in_one() {
    const auto path = harness::testing::temp_dir() + "/symmetry_mates.epd";
    std::ofstream(path) << "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\nk7/8/1K6/8/8/8/8/7R w - - 0 1\n";
    return path;
}

TEST(ArbiterSymmetry, AMateForTheOtherSideAtAnotherHashSizeIsAFinding) {
    auto r = run("symmetry --engine cmd=" + Mock + " arg=--hash-mates arg=8 --positions "
        + mates_in_one() + " --depth 1");
    EXPECT_EQ(r.code, 1) << r.out;
    EXPECT_THAT(r.out, HasSubstr("2 mate claims searched again"));
    EXPECT_THAT(r.out, HasSubstr("a mate for the other side at Hash 1: mate 1 against mate -1"));
    auto sable
        = run("symmetry --engine cmd=" + Sable + " --positions " + mates_in_one() + " --depth 3");
    EXPECT_EQ(sable.code, 0) << sable.out;
    EXPECT_THAT(sable.out, HasSubstr("2 mate claims searched again"));
    auto none = run("symmetry --engine " + mock("") + " --random 3 --depth 1");
    EXPECT_THAT(none.out, HasSubstr("hash: the engine has no Hash or hashsize option"));
}

// A bad line of --positions is named with its place, the other positions are still checked and
// the run exits 2; a file without a position is a usage error. Files are read as EPD (FENs and
// the shipped suites), PGN or Gomocup openings by their name, as every runner reads them.
TEST(ArbiterSymmetry, BadPositionLinesAreNamedAndTheRestIsChecked) {
    const auto path = harness::testing::temp_dir() + "/symmetry_bad.epd";
    // the second line an EPD record with operations, as the shipped suites hold them
    std::ofstream(path) << "not a fen\n6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; id \"m1\";\n";
    auto r = run("symmetry --engine cmd=" + Sable + " --positions " + path + " --depth 1");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr(path + ":1:10: error: expected 4 position fields"));
    EXPECT_THAT(r.out, HasSubstr("sable, 1 positions"));
    const auto empty = harness::testing::temp_dir() + "/symmetry_empty.epd";
    std::ofstream(empty) << "";
    auto none = run("symmetry --engine cmd=" + Sable + " --positions " + empty);
    EXPECT_EQ(none.code, 2) << none.out;
    EXPECT_THAT(none.out, HasSubstr(empty + ": no positions"));
}

TEST(ArbiterSymmetry, FaultsAreCountedAndUsageErrorsExplained) {
    auto crash
        = run("symmetry --engine cmd=" + Mock + " arg=--crash-after arg=12 --random 4 --depth 1");
    EXPECT_EQ(crash.code, 1) << crash.out;
    EXPECT_THAT(crash.out, HasSubstr("searches not answered"));
    EXPECT_THAT(crash.out, HasSubstr("verdict: FAIL"));
    auto both = run("symmetry --engine cmd=" + Mock + " --depth 2 --nodes 10");
    EXPECT_EQ(both.code, 2) << both.out;
    EXPECT_THAT(both.out, HasSubstr("give --depth or --nodes, not both"));
    auto gomocup = run("symmetry --engine cmd=" + Sable + " proto=gomocup --variant gomoku");
    EXPECT_EQ(gomocup.code, 2) << gomocup.out;
    EXPECT_THAT(gomocup.out, HasSubstr("the Gomocup protocol cannot ask for"));
    auto missing = run("symmetry --engine cmd=/nonexistent/engine --random 2");
    EXPECT_EQ(missing.code, 3) << missing.out;
}

} // namespace
