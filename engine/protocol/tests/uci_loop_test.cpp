#include "engine/protocol/uci_loop.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <sstream>

using namespace engine::protocol;
using ::testing::HasSubstr;
using ::testing::Not;

namespace {

std::string session(const std::string& input) {
    std::istringstream in(input);
    std::ostringstream out;
    run_uci_loop(in, out);
    return out.str();
}

} // namespace

TEST(UciLoop, HandshakeAdvertisesVariantAndChess960) {
    auto out = session("uci\nisready\nquit\n");
    EXPECT_THAT(out, HasSubstr("id name Sable"));
    EXPECT_THAT(out, HasSubstr("option name UCI_Variant type combo default chess var chess"));
    EXPECT_THAT(out, HasSubstr("option name UCI_Chess960 type check default false"));
    EXPECT_THAT(out, HasSubstr("uciok"));
    EXPECT_THAT(out, HasSubstr("readyok"));
}

TEST(UciLoop, PerftPrintsDivideInStockfishFormat) {
    auto out = session("position startpos moves e2e4\ngo perft 2\n");
    EXPECT_THAT(out, HasSubstr("e7e5: 29\n"));
    EXPECT_THAT(out, HasSubstr("\n\nNodes searched: 600\n"));
}

TEST(UciLoop, DisplayShowsFen) {
    auto out = session("position fen 8/8/8/8/8/8/8/K6k w - - 0 1\nd\n");
    EXPECT_THAT(out, HasSubstr("Fen: 8/8/8/8/8/8/8/K6k w - - 0 1"));
}

TEST(UciLoop, BadInputKeepsThePreviousPosition) {
    auto out = session("position startpos moves e2e4\n"
                       "position fen 8/8/8/8/8/8/8/8 w - - 0 1\n"
                       "position startpos moves e2e5\n"
                       "bogus\n"
                       "\x01\x02garbage\n"
                       "d\n");
    EXPECT_THAT(out, HasSubstr("info string error col 1: invalid FEN: no white king"));
    EXPECT_THAT(out, HasSubstr("info string error col 1: move 1 'e2e5': illegal move 'e2e5'"));
    EXPECT_THAT(out, HasSubstr("info string error col 1: unknown command 'bogus'"));
    EXPECT_THAT(out, HasSubstr("Fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
}

TEST(UciLoop, Chess960OptionSelectsKingTakesRookCastling) {
    auto out
        = session("setoption name UCI_Chess960 value true\n"
                  "position fen bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\n"
                  "go perft 1\n");
    EXPECT_THAT(out, Not(HasSubstr("error")));
    EXPECT_THAT(out, HasSubstr("Nodes searched: 21"));
    out = session("position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\ngo perft 1\n");
    EXPECT_THAT(out, HasSubstr("e1g1: 1"));
    out = session("setoption name UCI_Chess960 value true\n"
                  "position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\ngo perft 1\n");
    EXPECT_THAT(out, HasSubstr("e1h1: 1"));
}

TEST(UciLoop, UnknownOptionAndBadValuesAreErrors) {
    auto out = session("setoption name Frobnicate value 3\n"
                       "setoption name UCI_Chess960 value maybe\n"
                       "setoption name UCI_Variant value shogi\nisready\n");
    EXPECT_THAT(out, HasSubstr("unknown option 'Frobnicate'"));
    EXPECT_THAT(out, HasSubstr("UCI_Chess960 expects true or false, got 'maybe'"));
    EXPECT_THAT(out, HasSubstr("unsupported UCI_Variant 'shogi'"));
    EXPECT_THAT(out, HasSubstr("readyok"));
}

TEST(UciLoop, StopsAtQuit) {
    auto out = session("quit\nisready\n");
    EXPECT_THAT(out, Not(HasSubstr("readyok")));
}
