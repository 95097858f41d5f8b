// Scripted UCI and UCCI search sessions with the sable binary through a pipe, as a GUI would:
// search limits, stop and isready during search, ponder, mate scores that replay to mate, bad
// input that never stops the engine, the bench signature, and the UCCI dialect.

#include "engine/chess/game.h"
#include "engine/testing/subprocess.h"
#include "engine/xiangqi/game.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <sstream>

namespace et = engine::testing;
using namespace std::chrono_literals;
using ::testing::HasSubstr;
using ::testing::StartsWith;

namespace {

std::string sable_path() { return std::string(ARBITER_BIN_DIR) + "/sable"; }

std::vector<std::string> words(const std::string& line) {
    std::istringstream       in(line);
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

// The value after `key` in an info line ("" if absent), and the moves after "pv".
std::string field(const std::string& line, const std::string& key) {
    auto w = words(line);
    for (std::size_t i = 0; i + 1 < w.size(); ++i)
        if (w[i] == key) return w[i + 1];
    return "";
}
std::vector<std::string> pv_of(const std::string& line) {
    auto w  = words(line);
    auto it = std::find(w.begin(), w.end(), "pv");
    return it == w.end() ? std::vector<std::string> {} : std::vector<std::string>(it + 1, w.end());
}
std::string last_info(const std::vector<std::string>& lines) {
    for (auto it = lines.rbegin(); it != lines.rend(); ++it)
        if (it->rfind("info depth", 0) == 0) return *it;
    return "";
}
int count_prefix(const std::vector<std::string>& lines, const std::string& prefix) {
    int n = 0;
    for (const auto& l : lines) n += l.rfind(prefix, 0) == 0;
    return n;
}

template <class G> bool legal_text(const std::string& fen, const std::string& move) {
    auto pos = G::parse_fen(fen);
    return pos && G::parse_move(*pos, move).has_value();
}

class UciPipe : public ::testing::Test {
protected:
    et::Subprocess sable { { sable_path() } };
    void           SetUp() override {
        ASSERT_TRUE(sable.ok());
        sable.write_line("uci");
        ASSERT_TRUE(sable.read_until("uciok", 10s));
    }
    std::vector<std::string> until(const std::string& prefix, std::chrono::milliseconds t = 10s) {
        auto lines = sable.read_until(prefix, t);
        EXPECT_TRUE(lines) << "no '" << prefix << "' in time";
        return lines ? *lines : std::vector<std::string> {};
    }
};

TEST_F(UciPipe, HandshakeAdvertisesTheSearchOptions) {
    sable.write_line("uci");
    auto lines = until("uciok");
    for (const char* o : { "option name Hash type spin", "option name Threads type spin",
             "option name MultiPV type spin", "option name Clear Hash type button",
             "option name Move Overhead type spin", "option name Ponder type check" })
        EXPECT_THAT(lines, ::testing::Contains(StartsWith(o))) << o;
    sable.write_line("setoption name Hash value 8");
    sable.write_line("setoption name Threads value 1");
    sable.write_line("setoption name MultiPV value 1");
    sable.write_line("setoption name Clear Hash");
    sable.write_line("setoption name Move Overhead value 30");
    sable.write_line("isready");
    EXPECT_EQ(count_prefix(until("readyok"), "info string error"), 0);
}

TEST_F(UciPipe, GoDepthReportsEveryIterationAndALegalBestMove) {
    const std::string fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    sable.write_line("position fen " + fen);
    sable.write_line("go depth 6");
    auto lines = until("bestmove");
    EXPECT_EQ(count_prefix(lines, "info depth"), 6);
    const std::string info = last_info(lines);
    for (const char* k : { "seldepth", "multipv", "score", "nodes", "nps", "hashfull", "time" })
        EXPECT_FALSE(field(info, k).empty()) << k << " missing in " << info;
    auto best = words(lines.back());
    ASSERT_GE(best.size(), 2u);
    EXPECT_TRUE(legal_text<engine::chess::Chess>(fen, best[1]));
    EXPECT_EQ(best[1], pv_of(info).front());
    if (best.size() == 4) {
        EXPECT_EQ(best[2], "ponder");
    }
}

TEST_F(UciPipe, MultiPvReportsDistinctLinesBestFirst) {
    sable.write_line("setoption name MultiPV value 3");
    sable.write_line("position startpos");
    sable.write_line("go depth 5");
    auto                     lines = until("bestmove");
    std::vector<std::string> last(3);
    std::vector<int>         score(3);
    for (const auto& l : lines)
        if (l.rfind("info depth 5 ", 0) == 0) {
            const int k = std::stoi(field(l, "multipv"));
            ASSERT_TRUE(k >= 1 && k <= 3) << l;
            last[std::size_t(k - 1)]  = pv_of(l).front();
            score[std::size_t(k - 1)] = std::stoi(field(l, "cp"));
        }
    EXPECT_NE(last[0], last[1]);
    EXPECT_NE(last[1], last[2]);
    EXPECT_NE(last[0], last[2]);
    EXPECT_GE(score[0], score[1]);
    EXPECT_EQ(words(lines.back())[1], last[0]);
}

TEST_F(UciPipe, MovetimeAndNodesBoundTheSearch) {
    sable.write_line("position startpos");
    const auto t0 = std::chrono::steady_clock::now();
    sable.write_line("go movetime 200");
    until("bestmove", 10s);
    // Sable times itself; only the pipe and the scheduler add to the 200 ms. 3 s is 15x that,
    // room for a loaded machine, and still fails a search that ignores movetime (it would run
    // to the 10 s read deadline: Sable's searches without a limit are infinite).
    EXPECT_LT(std::chrono::steady_clock::now() - t0, 3000ms);
    sable.write_line("go nodes 3000");
    auto        lines = until("bestmove");
    std::string last_info;
    for (const auto& l : lines)
        if (l.rfind("info depth", 0) == 0) {
            EXPECT_LE(std::stoull(field(l, "nodes")), 3000u);
            last_info = l;
        }
    // The search stopped inside an iteration: one more line reports every node searched, so
    // that `go nodes N` with a timed search's last count searches the same tree again.
    ASSERT_FALSE(last_info.empty());
    EXPECT_EQ(field(last_info, "nodes"), "3000") << last_info;
}

TEST_F(UciPipe, InfiniteRunsUntilStopAndAnswersIsReadyMeanwhile) {
    sable.write_line("position startpos moves e2e4");
    sable.write_line("go infinite");
    EXPECT_FALSE(sable.read_until("bestmove", 300ms).has_value());
    sable.write_line("isready");
    auto ready = until("readyok", 2s);
    EXPECT_EQ(count_prefix(ready, "bestmove"), 0);
    sable.write_line("stop");
    until("bestmove", 2s);
}

TEST_F(UciPipe, PonderWaitsForPonderHitThenUsesTheClock) {
    sable.write_line("position startpos moves e2e4 e7e5");
    sable.write_line("go ponder wtime 2000 btime 2000 winc 0 binc 0");
    EXPECT_FALSE(sable.read_until("bestmove", 500ms).has_value());
    const auto t0 = std::chrono::steady_clock::now();
    sable.write_line("ponderhit");
    until("bestmove", 10s);
    // Within its 2 s clock (it allots itself a small share of it): 1.9 s is many times the
    // allotment and fails an engine that pondered on or spent its whole clock.
    EXPECT_LT(std::chrono::steady_clock::now() - t0, 1900ms);
    // A stopped ponder search still answers.
    sable.write_line("go ponder wtime 2000 btime 2000");
    sable.write_line("stop");
    until("bestmove", 2s);
}

TEST_F(UciPipe, MateScoreIsTrueItsPvReplaysToMate) {
    // Mate in 2: 1.Ra6! bxa6 (or any) 2.b7#.
    const std::string fen = "kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1";
    sable.write_line("position fen " + fen);
    sable.write_line("go depth 10");
    auto              lines = until("bestmove");
    const std::string info  = last_info(lines);
    ASSERT_EQ(field(info, "score"), "mate") << info;
    const int mate = std::stoi(field(info, "mate"));
    ASSERT_GT(mate, 0);
    auto pv = pv_of(info);
    ASSERT_EQ(pv.size(), std::size_t(2 * mate - 1)) << info;
    auto pos = engine::chess::Chess::parse_fen(fen).value();
    for (const auto& t : pv) {
        auto m = engine::chess::Chess::parse_move(pos, t);
        ASSERT_TRUE(m) << t;
        engine::chess::Chess::do_move(pos, *m);
    }
    EXPECT_EQ(engine::chess::Chess::status(pos).kind, engine::core::Outcome::Checkmate);
}

TEST_F(UciPipe, NoLegalMoveGivesBestMoveNone) {
    sable.write_line("position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"); // stalemate
    sable.write_line("go depth 3");
    EXPECT_EQ(until("bestmove").back(), "bestmove (none)");
    sable.write_line("position fen 6rk/6pp/8/8/8/8/8/K5R1 b - - 0 1");
    sable.write_line("position fen R5k1/5ppp/8/8/8/8/8/K7 b - - 0 1"); // mated
    sable.write_line("go depth 3");
    EXPECT_EQ(until("bestmove").back(), "bestmove (none)");
}

TEST_F(UciPipe, BadInputOfEveryKindKeepsTheEngineAndItsPosition) {
    sable.write_line("position startpos moves d2d4");
    sable.write_line("position fen not a fen at all"); // bad FEN
    sable.write_line("position startpos moves d2d4 d7d5 e1e3"); // illegal move
    sable.write_line("frobnicate"); // unknown command
    sable.write_line(std::string("\x01\xfe\xff garbage \x7f")); // garbage bytes
    sable.write_line(std::string(100000, 'x')); // overlong line
    sable.write_line("go depth banana"); // bad go parameter
    sable.write_line("setoption name Hash value -3"); // bad option value
    sable.write_line("go infinite");
    sable.write_line("go depth 3"); // go while searching
    sable.write_line("position startpos"); // position while searching
    sable.write_line("isready");
    auto during = until("readyok");
    sable.write_line("stop");
    auto lines = until("bestmove");
    EXPECT_EQ(count_prefix(during, "info string error"), 9);
    EXPECT_THAT(during, ::testing::Contains(HasSubstr("while searching")));
    // The position is still 1.d4: the best move is black's.
    EXPECT_TRUE(legal_text<engine::chess::Chess>(
        "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1", words(lines.back())[1]));
    sable.write_line("isready");
    until("readyok");
}

TEST_F(UciPipe, XiangqiThroughUciVariant) {
    sable.write_line("setoption name UCI_Variant value xiangqi");
    sable.write_line("position startpos moves h2e2 h9g7");
    sable.write_line("go depth 4");
    auto best = words(until("bestmove").back());
    auto pos  = engine::xiangqi::Xiangqi::parse_fen(engine::xiangqi::Xiangqi::StartFen).value();
    for (const char* m : { "h2e2", "h9g7" })
        engine::xiangqi::Xiangqi::do_move(
            pos, engine::xiangqi::Xiangqi::parse_move(pos, m).value());
    EXPECT_TRUE(engine::xiangqi::Xiangqi::parse_move(pos, best[1]).has_value()) << best[1];
}

TEST_F(UciPipe, BenchSignatureIsIdenticalAcrossRunsAndAfterNewGame) {
    auto signature = [&]() -> std::string {
        sable.write_line("bench 5");
        auto lines = until("Nodes searched", 120s); // unoptimised builds (coverage) are slow
        return lines.empty() ? "(no answer)" : lines.back();
    };
    const std::string first = signature();
    sable.write_line("position startpos moves e2e4");
    sable.write_line("go depth 6");
    until("bestmove");
    EXPECT_EQ(signature(), first);
    sable.write_line("ucinewgame");
    EXPECT_EQ(signature(), first);
    // The engine still searches normally after a bench.
    sable.write_line("go depth 2");
    until("bestmove");
}

TEST_F(UciPipe, TunablesAreSetBetweenGames) {
    // An extra knight out of reach: at depth 1 its value moves the score one for one.
    const auto score = [&] {
        sable.write_line("position fen 4k3/p7/8/8/8/8/P7/N3K3 w - - 0 1");
        sable.write_line("go depth 1");
        return std::stoi(field(last_info(until("bestmove")), "cp"));
    };
    const int base = score();
    sable.write_line("ucinewgame");
    sable.write_line("setoption name KnightValue value 400");
    EXPECT_EQ(score(), base + 63);
    sable.write_line("ucinewgame");
    sable.write_line("setoption name KnightValue value 337");
    EXPECT_EQ(score(), base);
}

class UcciPipe : public ::testing::Test {
protected:
    et::Subprocess           sable { { sable_path() } };
    std::vector<std::string> handshake;
    void                     SetUp() override {
        ASSERT_TRUE(sable.ok());
        sable.write_line("ucci");
        auto lines = sable.read_until("ucciok", 10s);
        ASSERT_TRUE(lines);
        handshake = *lines;
    }
    std::vector<std::string> until(const std::string& prefix, std::chrono::milliseconds t = 10s) {
        auto lines = sable.read_until(prefix, t);
        EXPECT_TRUE(lines) << "no '" << prefix << "' in time";
        return lines ? *lines : std::vector<std::string> {};
    }
};

TEST_F(UcciPipe, HandshakeUsesOptionsWithoutNameKeyword) {
    EXPECT_THAT(handshake, ::testing::Contains("option usemillisec type check default false"));
    EXPECT_THAT(handshake, ::testing::Contains(StartsWith("option hashsize type spin")));
    EXPECT_THAT(handshake, ::testing::Contains("option newgame type button"));
    EXPECT_THAT(handshake, ::testing::Contains(StartsWith("option moveoverhead type spin")));
    sable.write_line("setoption hashsize 8");
    sable.write_line("setoption moveoverhead 30");
    sable.write_line("setoption usemillisec true");
    sable.write_line("setoption newgame");
    sable.write_line("setoption batch on"); // unknown options are not errors
    sable.write_line("isready");
    EXPECT_EQ(count_prefix(until("readyok"), "info string error"), 0);
    sable.write_line("quit");
    EXPECT_EQ(until("bye").back(), "bye");
}

TEST_F(UcciPipe, TunablesAreSetBetweenGames) {
    EXPECT_THAT(handshake,
        ::testing::Contains("option XqChariotValue type spin min 0 max 3000 default 900"));
    // The start without Red's a0 chariot: at depth 1 a chariot's value moves the score.
    const auto score = [&] {
        sable.write_line(
            "position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABNR w - - 0 1");
        sable.write_line("go depth 1");
        return std::stoi(field(last_info(until("bestmove")), "score"));
    };
    const int base = score();
    sable.write_line("setoption newgame");
    sable.write_line("setoption XqChariotValue 950");
    EXPECT_EQ(score(), base - 50);
}

TEST_F(UcciPipe, MoveOverheadIsReservedFromTheClock) {
    // 20 s left, but 5 s lost per move on the next five moves: nothing may be spent, so the
    // move comes at once, before any iteration completes. A bad value is an error.
    sable.write_line("setoption moveoverhead 5001");
    EXPECT_EQ(count_prefix(until("info string error"), "info string error"), 1);
    sable.write_line("setoption usemillisec true");
    sable.write_line("setoption moveoverhead 5000");
    sable.write_line("position startpos");
    sable.write_line("go time 20000 increment 0");
    auto lines = until("bestmove");
    EXPECT_EQ(count_prefix(lines, "info depth"), 0);
    EXPECT_EQ(count_prefix(lines, "info string error"), 0);
}

TEST_F(UcciPipe, SearchesByDepthAndTimeWithScoresWithoutCp) {
    sable.write_line("position startpos moves h2e2");
    sable.write_line("go depth 4");
    auto lines = until("bestmove");
    EXPECT_THAT(last_info(lines), HasSubstr(" score "));
    EXPECT_THAT(last_info(lines), ::testing::Not(HasSubstr(" cp ")));
    EXPECT_TRUE(legal_text<engine::xiangqi::Xiangqi>(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/4C2C1/9/RNBAKABNR b - - 1 1",
        words(lines.back())[1]));
    sable.write_line("setoption usemillisec true");
    const auto t0 = std::chrono::steady_clock::now();
    sable.write_line("go time 3000 increment 0");
    until("bestmove", 10s);
    // Read as milliseconds (usemillisec): within the 3 s clock, which seconds would not be.
    EXPECT_LT(std::chrono::steady_clock::now() - t0, 2900ms);
}

TEST_F(UcciPipe, BanMovesAreRespectedUntilTheNextPosition) {
    const std::string fen = "4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1"; // two mates in one
    sable.write_line("position fen " + fen);
    sable.write_line("go depth 3");
    const std::string first = words(until("bestmove").back())[1];
    sable.write_line("banmoves " + first);
    sable.write_line("go depth 3");
    const std::string second = words(until("bestmove").back())[1];
    EXPECT_NE(second, first);
    sable.write_line("banmoves " + first + " " + second);
    sable.write_line("go depth 3");
    auto third = words(until("bestmove").back())[1];
    EXPECT_NE(third, first);
    EXPECT_NE(third, second);
    // A new position clears the list: a fresh search finds the first move again.
    sable.write_line("position fen " + fen);
    sable.write_line("setoption newgame");
    sable.write_line("go depth 3");
    EXPECT_EQ(words(until("bestmove").back())[1], first);
}

TEST_F(UcciPipe, NoBestMoveWhenIdleStopOrNoLegalMove) {
    sable.write_line("stop");
    EXPECT_EQ(until("nobestmove").back(), "nobestmove");
    // Black (e9) is mated by the chariots.
    sable.write_line("position fen R3k4/1R7/9/9/9/9/9/9/9/3K5 b - - 0 1");
    sable.write_line("go depth 2");
    auto lines = until("nobestmove");
    EXPECT_EQ(count_prefix(lines, "bestmove"), 0);
}

TEST_F(UcciPipe, BadInputAndBusyCommandsKeepTheEngineRunning) {
    sable.write_line("position fen xyz");
    sable.write_line("position startpos moves a0a5");
    sable.write_line("banmoves zz99");
    sable.write_line("go depth x");
    sable.write_line("bogus command");
    sable.write_line(std::string("\xff\xfe\x01"));
    sable.write_line(std::string(70000, 'y'));
    sable.write_line("go infinite");
    sable.write_line("position startpos"); // while thinking
    sable.write_line("isready");
    auto during = until("readyok");
    EXPECT_EQ(count_prefix(during, "info string error"), 8);
    sable.write_line("ponderhit");
    sable.write_line("stop");
    until("bestmove");
    sable.write_line("quit");
    until("bye");
}

} // namespace
