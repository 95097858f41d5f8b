// The generators: every valid and edge position is legal by our rules, every invalid class is
// rejected by our FEN reader (or documented below), and a seed gives the same cases.

#include "harness/enginefuzz/fen_text.h"
#include "harness/enginefuzz/generators.h"
#include "harness/enginefuzz/oracles.h"
#include "harness/enginefuzz/streams.h"

#include "harness/game/registry.h"
#include "harness/game/rules.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace {

using namespace harness::enginefuzz;
using harness::game::Game;

Dialect dialect(Game g, harness::protocol::Protocol p = harness::protocol::Protocol::Uci) {
    Dialect d;
    d.game  = g;
    d.proto = p;
    return d;
}

// The games fuzzed over UCI, UCCI and xboard (gomoku goes over Gomocup: gomocup_cases_test.cpp).
std::vector<Game> fuzzed_games() {
    std::vector<Game> out;
    for (Game g : harness::game::all_games())
        if (!g->protocol().gomocup) out.push_back(g);
    return out;
}

TEST(FenText, RoundTripsBothBoards) {
    for (Game g : fuzzed_games()) {
        auto t = FenText::parse(g->start_fen());
        ASSERT_TRUE(t) << g.name();
        EXPECT_EQ(t->to_fen(), g->start_fen());
    }
    EXPECT_FALSE(FenText::parse("rnbqkbnr/pppp/8 w"));
    EXPECT_EQ(FenText::parse("9/9/9/9/9/9/9/9/9/4K4 w")->ranks(), 10);
}

TEST(Generators, EdgePositionsAreLegal) {
    for (Game g : fuzzed_games())
        for (const auto& e : edge_positions(g)) {
            auto n = g->normalize(e.fen);
            EXPECT_TRUE(n) << g.name() << " " << e.label << " " << e.fen << ": "
                           << (n ? "" : n.error().message);
        }
}

TEST(Generators, InvalidClassesAreRejectedByOurReader) {
    for (Game g : fuzzed_games())
        for (const auto& label : invalid_classes(g))
            for (std::uint64_t seed = 1; seed <= 20; ++seed) {
                Rng  rng = case_rng(seed, 0);
                auto p   = invalid_position(g, label, rng);
                // too-many-pieces is accepted on purpose: our reader (like Stockfish's) only
                // checks the movement rules, and a full board can be a legal position.
                if (label == "invalid/too-many-pieces") continue;
                auto n = g->normalize(p.fen);
                // castling-without-rooks: our lenient reader (like Stockfish's) drops the
                // rights it cannot use instead of rejecting the FEN; the engine gets them.
                if (label == "invalid/castling-without-rooks" && n) {
                    EXPECT_NE(FenText::parse(*n)->fields.at(1), FenText::parse(p.fen)->fields.at(1))
                        << p.fen;
                    continue;
                }
                EXPECT_FALSE(n) << g.name() << " " << label << ": " << p.fen;
            }
}

// The position a valid or edge case searches is legal: the tracker follows every position
// command with our rules and must end on a FEN.
TEST(Generators, ValidAndEdgeCasesSearchLegalPositions) {
    for (Game g : fuzzed_games())
        for (auto proto : { harness::protocol::Protocol::Uci, harness::protocol::Protocol::Xboard })
            for (auto cat : { Category::Valid, Category::Edge })
                for (std::uint64_t i = 0; i < 30; ++i) {
                    auto            d = dialect(g, proto);
                    auto            c = make_case(d, cat, 11, i);
                    PositionTracker t(d);
                    for (const auto& l : c.lines) t.on_sent(l);
                    EXPECT_TRUE(t.fen())
                        << g.name() << " " << c.input_class << " " << c.lines.back();
                }
}

TEST(Generators, InvalidMovesLeaveNoLegalPosition) {
    for (Game g : fuzzed_games())
        for (std::uint64_t i = 0; i < 60; ++i) {
            auto d = dialect(g);
            auto c = make_case(d, Category::Invalid, 5, i);
            if (c.input_class != "invalid/illegal-move"
                && c.input_class != "invalid/malformed-move")
                continue;
            PositionTracker t(d);
            for (const auto& l : c.lines) t.on_sent(l);
            EXPECT_FALSE(t.fen()) << c.input_class;
        }
}

TEST(Generators, DeterministicInTheSeed) {
    for (Game g : fuzzed_games())
        for (auto cat : { Category::Valid, Category::Edge, Category::Invalid, Category::Protocol })
            for (std::uint64_t i = 0; i < 10; ++i) {
                auto d = dialect(g);
                EXPECT_EQ(make_case(d, cat, 42, i).lines, make_case(d, cat, 42, i).lines);
            }
    auto d      = dialect(harness::game::chess());
    int  differ = 0;
    for (std::uint64_t i = 0; i < 10; ++i)
        differ += make_case(d, Category::Valid, 1, i).lines
            != make_case(d, Category::Valid, 2, i).lines;
    EXPECT_GT(differ, 5);
}

TEST(Streams, EveryClassEndsWithASyncOrQuit) {
    for (auto proto : { harness::protocol::Protocol::Uci, harness::protocol::Protocol::Ucci,
             harness::protocol::Protocol::Xboard }) {
        auto d = dialect(proto == harness::protocol::Protocol::Ucci ? harness::game::xiangqi()
                                                                    : harness::game::chess(),
            proto);
        for (const auto& label : stream_classes(d)) {
            Rng  rng = case_rng(1, 0);
            auto c   = stream_case(d, label, rng);
            ASSERT_FALSE(c.lines.empty());
            EXPECT_TRUE(d.is_sync(c.lines.back()) || is_command(c.lines.back(), "quit")) << label;
            for (const auto& l : c.lines) EXPECT_EQ(l.find('\n'), std::string::npos) << label;
        }
    }
}

TEST(Oracles, JudgeAnswers) {
    auto d     = dialect(harness::game::chess());
    auto start = harness::game::chess()->start_fen();
    EXPECT_FALSE(judge_answer(d, start, "e2e4"));
    EXPECT_EQ(judge_answer(d, start, "e2e5")->kind, "illegal-bestmove");
    EXPECT_EQ(judge_answer(d, start, "")->kind, "malformed-bestmove");
    EXPECT_EQ(judge_answer(d, start, "(none)")->kind, "illegal-bestmove");
    EXPECT_FALSE(judge_answer(d, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "(none)")); // stalemate
}

} // namespace

namespace {

TEST(Oracles, OnlyAWholeSyncIsOwedAnAnswer) {
    auto x = dialect(harness::game::chess(), harness::protocol::Protocol::Xboard);
    EXPECT_TRUE(x.is_sync("ping 12"));
    EXPECT_FALSE(x.is_sync("ping"));
    EXPECT_FALSE(x.is_sync("ping x"));
    EXPECT_TRUE(dialect(harness::game::chess()).is_sync("isready"));
}

TEST(Oracles, TrackerSurvivesShrunkCommands) {
    for (auto proto : { harness::protocol::Protocol::Uci, harness::protocol::Protocol::Xboard }) {
        auto            d = dialect(harness::game::chess(), proto);
        PositionTracker t(d);
        for (const char* line : { "setboard", "setboard ", "position", "position fen",
                 "position moves", "position startpos moves", "usermove", "e2e4", "" })
            t.on_sent(line);
        t.on_sent("new");
        t.on_sent("position startpos");
        EXPECT_TRUE(t.fen());
    }
}

// An xboard engine without setboard gets `edit`; the tracker reads the placements back.
TEST(Oracles, TrackerFollowsAnEditSetUp) {
    for (Game g : { harness::game::chess(), harness::game::xiangqi() }) {
        auto d                = dialect(g, harness::protocol::Protocol::Xboard);
        d.xboard_setboard     = false;
        const std::string fen = g == harness::game::chess()
            ? "4k3/8/8/8/8/8/4P3/4K2R b K - 0 1"
            : "3k5/4a4/4b4/9/9/9/9/9/9/1R2NK3 b - - 0 1";
        PositionTracker   t(d);
        for (const auto& l : d.handshake()) t.on_sent(l);
        auto lines = d.position(fen, {});
        ASSERT_TRUE(std::find(lines.begin(), lines.end(), "edit") != lines.end());
        for (const auto& l : lines) t.on_sent(l);
        ASSERT_TRUE(t.fen()) << g.name();
        EXPECT_EQ(*t.fen(), *g->normalize(fen)) << g.name();
    }
}

} // namespace
