// Each game's transforms against their law, checked by the game's own rules: a transformed
// position is legal, its legal moves are exactly the transforms of the original's, its perft and
// status are the same; the transforms that are their own inverse give the position back, the
// rotations compose. Positions: the start, the sample, and random walks of every game.

#include "harness/game/registry.h"
#include "harness/game/symmetry.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

namespace {

using namespace harness::game;

std::vector<std::string> positions_of(const Game& g) {
    std::vector<std::string> out { g->start_fen(), g->sample_fen() };
    for (auto& fen : g->random_positions(12, 7)) out.push_back(fen);
    return out;
}

const Transform& named(const std::vector<Transform>& all, const std::string& name) {
    const auto it
        = std::find_if(all.begin(), all.end(), [&](const auto& t) { return t.name == name; });
    EXPECT_NE(it, all.end()) << name;
    return *it;
}

TEST(Symmetry, EveryGameHasItsTransforms) {
    const auto names = [](const Game& g) {
        std::vector<std::string> out;
        for (const auto& t : transforms(g)) out.push_back(t.name);
        return out;
    };
    using V = std::vector<std::string>;
    EXPECT_EQ(names(chess()), (V { "colour-flip", "mirror" }));
    EXPECT_EQ(names(chess960()), (V { "colour-flip" }));
    EXPECT_EQ(names(xiangqi()), (V { "mirror", "colour-flip" }));
    for (const auto& g : { gomoku(), renju(), caro() })
        EXPECT_EQ(names(g),
            (V { "rotate-90", "rotate-180", "rotate-270", "mirror", "flip", "diagonal",
                "anti-diagonal" }))
            << g.name();
}

TEST(Symmetry, ATransformedPositionHasTheTransformedMovesPerftAndStatus) {
    for (const auto& g : all_games())
        for (const auto& fen : positions_of(g))
            for (const auto& t : transforms(g)) {
                const auto image = t.position(fen);
                if (!image) { // only the chess mirror refuses, and only castling rights
                    EXPECT_EQ(t.name, "mirror") << g.name() << " " << fen;
                    EXPECT_NE(image.error().message.find("castling"), std::string::npos);
                    continue;
                }
                SCOPED_TRACE(g.name() + " " + t.name + ": " + fen + " -> " + *image);
                const auto            before = g->legal_moves(fen);
                const auto            after  = g->legal_moves(*image);
                std::set<std::string> mapped;
                for (const auto& m : *before) mapped.insert(t.move(fen, m));
                EXPECT_EQ(mapped, std::set<std::string>(after->begin(), after->end()));
                EXPECT_EQ(g->perft(fen, 2), g->perft(*image, 2));
                EXPECT_EQ(g->status(fen)->kind, g->status(*image)->kind);
            }
}

TEST(Symmetry, InvolutionsGiveThePositionBackAndRotationsCompose) {
    for (const auto& g : all_games())
        for (const auto& fen : positions_of(g)) {
            const auto all = transforms(g);
            for (const auto& t : all) {
                if (t.name == "rotate-90" || t.name == "rotate-270") continue;
                const auto once = t.position(fen);
                if (!once) continue;
                EXPECT_EQ(*t.position(*once), *g->normalize(fen)) << g.name() << " " << t.name;
            }
            if (!g->protocol().gomocup) continue;
            const auto quarter = named(all, "rotate-90").position(fen);
            EXPECT_EQ(*named(all, "rotate-270").position(*quarter), *g->normalize(fen));
            EXPECT_EQ(*named(all, "rotate-90").position(*quarter),
                *named(all, "rotate-180").position(fen));
        }
}

TEST(Symmetry, TheColourFlipMapsCastlingRightsAndTheEnPassantSquare) {
    const auto flip = named(transforms(chess()), "colour-flip");
    EXPECT_EQ(*flip.position("r3k3/8/8/8/4Pp2/8/8/4K2R b Kq e3 0 1"),
        *chess()->normalize("4k2r/8/8/4pP2/8/8/8/R3K3 w Qk e6 0 1"));
    EXPECT_EQ(flip.move("", "f4e3"), "f5e6");
    EXPECT_EQ(flip.move("", "e7e8q"), "e2e1q");
    const auto flip960 = named(transforms(chess960()), "colour-flip");
    EXPECT_EQ(
        *flip960.position("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"),
        *chess960()->normalize(
            "bq1bnrkr/npp1p1pp/p2p4/5p2/2P5/3PPN2/PP3PPP/BQNB1RKR b HFhf - 2 9"));
}

TEST(Symmetry, TheChessMirrorRefusesCastlingRightsAndMapsFiles) {
    const auto mirror = named(transforms(chess()), "mirror");
    EXPECT_FALSE(mirror.position(chess()->start_fen()));
    EXPECT_EQ(*mirror.position("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"),
        *chess()->normalize("3k4/8/8/8/8/8/8/3K3R w - - 0 1"));
    EXPECT_EQ(mirror.move("", "a1a8"), "h1h8");
}

TEST(Symmetry, XiangqiMirrorAndFlipMapIccsSquares) {
    const auto all = transforms(xiangqi());
    EXPECT_EQ(named(all, "mirror").move("", "h2e2"), "b2e2");
    EXPECT_EQ(named(all, "colour-flip").move("", "h2e2"), "h7e7");
}

TEST(Symmetry, GomokuRotationsMoveAStoneAroundTheBoard) {
    const auto all  = transforms(gomoku());
    const auto fen  = "x14/15/15/15/15/15/15/15/15/15/15/15/15/15/15 w";
    const auto turn = named(all, "rotate-90").position(fen);
    ASSERT_TRUE(turn) << turn.error().message;
    EXPECT_EQ(*turn, *gomoku()->normalize("14x/15/15/15/15/15/15/15/15/15/15/15/15/15/15 w"));
    EXPECT_EQ(named(all, "rotate-90").move(fen, "a1"), "o1");
    EXPECT_EQ(named(all, "rotate-90").move(fen, "b1"), "o2"); // a quarter turn clockwise
    EXPECT_EQ(named(all, "rotate-270").move(fen, "b1"), "a14");
    EXPECT_EQ(named(all, "diagonal").move(fen, "b1"), "a2");
    EXPECT_EQ(named(all, "rotate-180").move(fen, "h8"), "h8"); // the centre stays
}

} // namespace
