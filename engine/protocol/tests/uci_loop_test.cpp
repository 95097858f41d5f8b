#include "engine/protocol/uci_loop.h"

#include "engine/protocol/tests/loop_session.h"
#include "engine/protocol/uci_command.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <sstream>

using namespace engine::protocol;
using ::testing::HasSubstr;
using ::testing::Not;

namespace {

// The loop's output for `input`; end of input waits for `until` in the output (see
// loop_session.h), since it stops a running search or perft.
std::string session(const std::string& input, const std::string& until = "", int times = 1) {
    return loop_session::run_script(&run_uci_loop, input, until, times);
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
    auto out = session("position startpos moves e2e4\ngo perft 2\n", "Nodes searched");
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
                  "go perft 1\n",
            "Nodes searched");
    EXPECT_THAT(out, Not(HasSubstr("error")));
    EXPECT_THAT(out, HasSubstr("Nodes searched: 21"));
    out = session(
        "position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\ngo perft 1\n", "Nodes searched");
    EXPECT_THAT(out, HasSubstr("e1g1: 1"));
    out = session("setoption name UCI_Chess960 value true\n"
                  "position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\ngo perft 1\n",
        "Nodes searched");
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

TEST(UciLoop, PerftAnswersIsreadyAndStop) {
    // Depth 9 from the start position runs for hours: only stop can end it here.
    auto out = session("go perft 9\nisready\nstop\nisready\n");
    EXPECT_THAT(out, HasSubstr("readyok\ninfo string perft stopped\nreadyok\n"));
    EXPECT_THAT(out, Not(HasSubstr("Nodes searched")));
}

TEST(UciLoop, EndOfInputStopsAPerft) {
    auto out = session("go perft 9\n");
    EXPECT_THAT(out, HasSubstr("info string perft stopped"));
}

TEST(UciLoop, OverlongLineIsReportedAndDiscarded) {
    // The discarded tail would be a valid command if the line were cut instead.
    auto out = session(std::string(MaxLineLength, ' ') + "uci\nisready\n");
    EXPECT_THAT(out, HasSubstr("info string error line too long (more than 65536 bytes)"));
    EXPECT_THAT(out, Not(HasSubstr("uciok")));
    EXPECT_THAT(out, HasSubstr("readyok"));
}

TEST(UciLoop, SearchmovesRestrictsTheRootMoves) {
    auto out = session("position startpos\ngo depth 3 searchmoves a2a3 h2h3\n", "bestmove");
    EXPECT_TRUE(out.find("bestmove a2a3") != std::string::npos
        || out.find("bestmove h2h3") != std::string::npos)
        << out;
    out = session("position startpos\ngo searchmoves g1f3 depth 2\n", "bestmove");
    EXPECT_THAT(out, HasSubstr("bestmove g1f3"));
    EXPECT_THAT(out, HasSubstr(" pv g1f3"));
}

TEST(UciLoop, SearchmovesLeavesOutIllegalMovesAndAlwaysAnswers) {
    auto out = session("position startpos\ngo depth 2 searchmoves e2e5 d2d4\n", "bestmove");
    EXPECT_THAT(out, HasSubstr("info string error col 1: searchmoves 'e2e5' left out: illegal"));
    EXPECT_THAT(out, HasSubstr("bestmove d2d4"));
    out = session("position startpos\ngo depth 2 searchmoves e2e5\n", "bestmove");
    EXPECT_THAT(out, HasSubstr("bestmove (none)"));
}

TEST(UciLoop, SearchmovesAppliesToOneSearch) {
    // stop is synchronous: the first best move is out before the second go is read.
    auto out = session(
        "position startpos\ngo depth 2 searchmoves h2h3\nstop\ngo depth 2\n", "bestmove", 2);
    const auto first = out.find("bestmove h2h3");
    ASSERT_NE(first, std::string::npos) << out;
    EXPECT_EQ(out.find("bestmove h2h3", first + 1), std::string::npos) << out;
    EXPECT_NE(out.find("bestmove", first + 1), std::string::npos) << out;
}

TEST(UciLoop, SearchmovesInXiangqiTakeIccsMoves) {
    auto out = session("setoption name UCI_Variant value xiangqi\nposition startpos\n"
                       "go depth 2 searchmoves a3a4\n",
        "bestmove");
    EXPECT_THAT(out, Not(HasSubstr("error")));
    EXPECT_THAT(out, HasSubstr("bestmove a3a4"));
}

TEST(UciLoop, CommandsSentBehindAPerftWaitForIt) {
    auto out
        = session("go perft 3\nposition startpos moves e2e4\ngo perft 1\n", "Nodes searched", 2);
    EXPECT_THAT(out, Not(HasSubstr("error")));
    EXPECT_THAT(out, HasSubstr("Nodes searched: 8902\n"));
    EXPECT_THAT(out, HasSubstr("Nodes searched: 20\n"));
}

// "eval": the static evaluation for the side to move, the same for a position and its colour
// flip; UCCI answers it alike.
TEST(UciLoop, EvalIsTheStaticEvaluationForTheSideToMove) {
    auto out
        = session("position startpos moves e2e4\neval\nposition fen "
                  "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\neval\nisready\n",
            "readyok");
    std::istringstream       lines(out);
    std::vector<std::string> evals;
    for (std::string l; std::getline(lines, l);)
        if (l.rfind("info string eval cp ", 0) == 0) evals.push_back(l);
    ASSERT_EQ(evals.size(), 2u) << out;
    EXPECT_EQ(evals[0], evals[1]);
    auto ucci = session("ucci\nposition fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/"
                        "RNBAKABNR w - - 0 1\neval\nisready\n",
        "readyok");
    EXPECT_THAT(ucci, HasSubstr("info string eval cp "));
}
