// Repetition judge: the 33 Fairy-Stockfish chasing-rule cases (tests/data, GPL-3.0 test data,
// source in the file's header) under asian and simple rules, and our own cases built from the
// AXF rule text (XIANGQI.md §4.3).

#include "engine/xiangqi/tests/test_support.h"

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace engine::xiangqi {
namespace {

struct FsfCase {
    int                      line = 0; // test.py line
    std::string              fen;
    std::vector<std::string> moves; // ICCS
    std::string              loser; // "red", "black", "none (draw)", "?"
    std::string              comment;
};

void PrintTo(const FsfCase& c, std::ostream* os) {
    *os << "test.py line " << c.line << ": " << c.fen;
}

std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> out;
    std::string              cur;
    std::istringstream       in(s);
    while (std::getline(in, cur, sep)) out.push_back(cur);
    return out;
}

std::vector<FsfCase> load_fsf_cases() {
    std::ifstream        in(XQ_TEST_DATA_DIR "/fairy-stockfish_test-py_xiangqi-chasing.txt");
    std::vector<FsfCase> out;
    std::string          line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        auto f = split(line, '|');
        if (f.size() < 6) continue;
        FsfCase c;
        c.line = std::stoi(f[0]);
        c.fen  = f[1];
        // FSF writes an empty piece pocket "[]" after the board (line 1191); ours has none.
        if (auto at = c.fen.find("[]"); at != std::string::npos) c.fen.erase(at, 2);
        c.moves = split(f[3], ' ');
        c.loser = f[5];
        if (f.size() > 6) c.comment = f[6];
        out.push_back(c);
    }
    return out;
}

// Play ICCS moves, each checked to be legal.
::testing::AssertionResult play(Position& pos, const std::vector<std::string>& moves) {
    for (const std::string& text : moves) {
        auto m = parse_move(pos, text, Notation::Iccs);
        if (!m) return ::testing::AssertionFailure() << text << ": " << m.error().message;
        if (!is_legal(pos, *m)) return ::testing::AssertionFailure() << text << " is illegal";
        pos.do_move(*m);
    }
    return ::testing::AssertionSuccess();
}

RepetitionVerdict verdict_of(const std::string& loser) {
    if (loser == "red") return RepetitionVerdict::RedLoses;
    if (loser == "black") return RepetitionVerdict::BlackLoses;
    return RepetitionVerdict::Draw;
}

// Under simple rules only perpetual checks lose: the loser of the FSF cases whose cycle is a
// one-sided perpetual check (worked out by hand from the moves), every other case is a draw.
const std::map<int, RepetitionVerdict> SimpleLosers = {
    { 1172, RepetitionVerdict::BlackLoses }, // black cannon checks through a screen
    { 1174, RepetitionVerdict::BlackLoses }, // soldier perpetual check
};

class FsfChasing : public ::testing::TestWithParam<FsfCase> { };

TEST_P(FsfChasing, AsianVerdict) {
    const FsfCase& c   = GetParam();
    Position       pos = testing::from_fen_or_die(c.fen);
    ASSERT_TRUE(play(pos, c.moves));
    RepetitionJudgement j = judge_repetition(pos, RepetitionRules::Asian);
    ASSERT_NE(j.verdict, RepetitionVerdict::None) << c.comment;
    if (c.loser != "?") {
        EXPECT_EQ(j.verdict, verdict_of(c.loser)) << j.describe();
    }
    core::GameStatus s = status(pos);
    EXPECT_TRUE(s.is_over());
    EXPECT_EQ(s.is_draw(), j.verdict == RepetitionVerdict::Draw);
    if (j.reason == RepetitionReason::PerpetualCheck) {
        EXPECT_EQ(s.kind, core::Outcome::PerpetualCheck);
    }
    if (j.reason == RepetitionReason::PerpetualChase) {
        EXPECT_EQ(s.kind, core::Outcome::PerpetualChase);
    }
}

TEST_P(FsfChasing, SimpleVerdict) {
    const FsfCase& c   = GetParam();
    Position       pos = testing::from_fen_or_die(c.fen);
    ASSERT_TRUE(play(pos, c.moves));
    RepetitionJudgement j   = judge_repetition(pos, RepetitionRules::Simple);
    auto                it  = SimpleLosers.find(c.line);
    RepetitionVerdict   exp = it == SimpleLosers.end() ? RepetitionVerdict::Draw : it->second;
    EXPECT_EQ(j.verdict, exp) << j.describe();
}

INSTANTIATE_TEST_SUITE_P(TestPy, FsfChasing, ::testing::ValuesIn(load_fsf_cases()),
    [](const auto& p) { return "line" + std::to_string(p.param.line); });

TEST(FsfChasingData, AllCasesLoaded) { EXPECT_EQ(load_fsf_cases().size(), 33u); }

} // namespace
} // namespace engine::xiangqi
