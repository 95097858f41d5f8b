// The tunables over UCI and UCCI: listed with their defaults and ranges, set between games, bad
// values refused with the old value kept, and the defaults searching the built-in tree.

#include "engine/protocol/tests/loop_session.h"
#include "engine/protocol/uci_loop.h"
#include "engine/tunables.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

using namespace engine::protocol;
using engine::TunableGame;
using ::testing::HasSubstr;
using ::testing::Not;

namespace {

std::string session(const std::string& input, const std::string& until = "", int times = 1) {
    return loop_session::run_script(&run_uci_loop, input, until, times);
}

// The score of every "info depth" line, in order ("score cp N" in UCI, "score N" in UCCI).
std::vector<int> scores(const std::string& out) {
    std::vector<int>   found;
    std::istringstream in(out);
    for (std::string line; std::getline(in, line);) {
        const auto at = line.find(" score ");
        if (line.rfind("info depth", 0) != 0 || at == std::string::npos) continue;
        std::string rest = line.substr(at + 7);
        if (rest.rfind("cp ", 0) == 0) rest = rest.substr(3);
        found.push_back(std::stoi(rest));
    }
    return found;
}

// An extra white knight (kept out of reach: no capture changes the material at depth 1).
const std::string ExtraKnight = "position fen 4k3/p7/8/8/8/8/P7/N3K3 w - - 0 1\ngo depth 1\n";
// The xiangqi start without Red's a0 chariot.
const std::string ExtraChariot
    = "position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABNR w - - 0 1\n"
      "go depth 1\n";

// The depth-1 score of `position` after `options` (one session: a search ends it).
int score_after(const std::string& options, const std::string& position) {
    const auto out = session(options + position, "bestmove ");
    const auto s   = scores(out);
    EXPECT_EQ(s.size(), 1u) << out;
    return s.empty() ? 0 : s.back();
}

} // namespace

TEST(UciTunables, HandshakeListsEveryTunableWithItsDefault) {
    const auto out = session("uci\n");
    EXPECT_THAT(out, HasSubstr("option name KnightValue type spin default 337 min 0 max 3000\n"));
    EXPECT_THAT(out, HasSubstr("option name LmrDivisor type spin default 175 min 50 max 500\n"));
    EXPECT_THAT(
        out, HasSubstr("option name XqChariotValue type spin default 900 min 0 max 3000\n"));
    for (const auto& t : engine::tunable_specs())
        EXPECT_THAT(out,
            HasSubstr("option name " + std::string(t.name) + " type spin default "
                + std::to_string(t.default_value()) + " min " + std::to_string(t.min) + " max "
                + std::to_string(t.max) + "\n"));
    EXPECT_THAT(out, HasSubstr("\nuciok"));
}

TEST(UciTunables, KnightValueMovesTheScoreOfAnExtraKnight) {
    const int base = score_after("", ExtraKnight);
    EXPECT_EQ(score_after("setoption name KnightValue value 437\n", ExtraKnight), base + 100);
    EXPECT_EQ(score_after("setoption name KnightValue value 437\n"
                          "setoption name knightvalue value 337\n",
                  ExtraKnight),
        base);
}

TEST(UciTunables, BadValuesAreRefusedAndTheOldValueKept) {
    const std::string bad = "setoption name KnightValue value 3001\n"
                            "setoption name KnightValue value -1\n"
                            "setoption name KnightValue value 12.5\n"
                            "setoption name KnightValue value abc\n"
                            "setoption name KnightValue\n";
    const auto        out = session(bad + ExtraKnight, "bestmove ");
    for (const char* v : { "'3001'", "'-1'", "'12.5'", "'abc'", "''" })
        EXPECT_THAT(
            out, HasSubstr("KnightValue expects an integer from 0 to 3000, got " + std::string(v)));
    EXPECT_EQ(score_after(bad, ExtraKnight), score_after("", ExtraKnight));
}

TEST(UciTunables, XiangqiWeightsAreKeptAcrossVariants) {
    const std::string xiangqi = "setoption name UCI_Variant value xiangqi\n";
    EXPECT_EQ(score_after(
                  "ucinewgame\nsetoption name XqChariotValue value 1000\n" + xiangqi, ExtraChariot),
        score_after(xiangqi, ExtraChariot) - 100); // Black has the extra chariot
}

// Start-position node counts of Sable before the tunables (chess depth 9, xiangqi depth 7).
TEST(UciTunables, DefaultsSearchTheBuiltInTree) {
    std::string set_all;
    for (const auto& t : engine::tunable_specs())
        set_all += "setoption name " + std::string(t.name) + " value "
            + std::to_string(t.default_value()) + "\n";
    const auto out = session(set_all
            + "setoption name LmrDivisor value 300\nsetoption name LmrDivisor value 175\n"
              "ucinewgame\nposition startpos\ngo depth 9\n",
        "bestmove");
    EXPECT_THAT(out, HasSubstr("info depth 9 seldepth 21 multipv 1 score cp 25 nodes 17620 "));
    EXPECT_THAT(out, Not(HasSubstr("error")));
    const auto xq = session("ucci\nsetoption XqHorseValue 400\nsetoption RfpMargin 90\n"
                            "position startpos\ngo depth 7\n",
        "bestmove");
    EXPECT_THAT(xq, HasSubstr("info depth 7 score 18 time"));
    EXPECT_THAT(xq, HasSubstr(" nodes 24376 pv "));
}

TEST(UcciTunables, HandshakeListsTheSearchAndXiangqiTunables) {
    const auto out = session("ucci\n");
    EXPECT_THAT(out, HasSubstr("option XqChariotValue type spin min 0 max 3000 default 900\n"));
    EXPECT_THAT(out, HasSubstr("option DeltaMargin type spin min 0 max 1000 default 200\n"));
    for (const auto& t : engine::tunable_specs())
        if (t.game == TunableGame::Chess)
            EXPECT_THAT(out, Not(HasSubstr(" " + std::string(t.name) + " ")));
        else
            EXPECT_THAT(out,
                HasSubstr("option " + std::string(t.name) + " type spin min "
                    + std::to_string(t.min) + " max " + std::to_string(t.max) + " default "
                    + std::to_string(t.default_value()) + "\n"));
    EXPECT_THAT(out, HasSubstr("\nucciok"));
}

TEST(UcciTunables, SetoptionChangesTheScoreAndRefusesBadValues) {
    const std::string ucci = "ucci\n";
    const auto        out  = session(ucci
                    + "setoption XqChariotValue 3001\nsetoption XqChariotValue many\n"
                              "setoption KnightValue 500\n"
                    + ExtraChariot,
                "bestmove ");
    EXPECT_THAT(out, HasSubstr("XqChariotValue expects 0 to 3000, got '3001'"));
    EXPECT_THAT(out, HasSubstr("XqChariotValue expects 0 to 3000, got 'many'"));
    EXPECT_THAT(out, Not(HasSubstr("KnightValue"))); // not UCCI's: ignored, as UCCI requires
    const int base = score_after(ucci, ExtraChariot);
    EXPECT_EQ(scores(out), std::vector<int> { base });
    EXPECT_EQ(score_after(ucci + "setoption xqchariotvalue 1000\n", ExtraChariot), base - 100);
}
