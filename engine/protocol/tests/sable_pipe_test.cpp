// Scripted UCI sessions with the sable binary through a pipe, as a GUI or the harness would.

#include "engine/testing/subprocess.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace et = engine::testing;
using ::testing::HasSubstr;

namespace {

std::string sable_path() { return std::string(ARBITER_BIN_DIR) + "/sable"; }

std::string last_of(const std::optional<std::vector<std::string>>& lines) {
    return lines && !lines->empty() ? lines->back() : std::string("<no answer>");
}

TEST(SablePipe, HandshakeAndChessPerft) {
    et::Subprocess sable({ sable_path() });
    ASSERT_TRUE(sable.ok());
    sable.write_line("uci");
    auto hello = sable.read_until("uciok", std::chrono::seconds(10));
    ASSERT_TRUE(hello);
    sable.write_line(
        "position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    sable.write_line("go perft 3");
    auto perft = sable.read_until("Nodes searched", std::chrono::seconds(30));
    EXPECT_EQ(last_of(perft), "Nodes searched: 97862");
    EXPECT_EQ(perft->size(), 48u + 2u); // 48 divide lines, a blank line, the total
}

TEST(SablePipe, XiangqiPerftWithIccsMoves) {
    et::Subprocess sable({ sable_path() });
    sable.write_line("setoption name UCI_Variant value xiangqi");
    sable.write_line("position startpos moves h2e2 h9g7");
    sable.write_line("go perft 1");
    auto perft = sable.read_until("Nodes searched", std::chrono::seconds(30));
    ASSERT_TRUE(perft);
    EXPECT_THAT(*perft, ::testing::Contains("e2e6: 1")); // the central cannon takes the pawn
    sable.write_line("go perft 3");
    EXPECT_EQ(last_of(sable.read_until("Nodes searched", std::chrono::seconds(30))),
        "Nodes searched: 51045"); // Fairy-Stockfish agrees (h3e3 h10g8)
}

TEST(SablePipe, KeepsRunningAfterBadInput) {
    et::Subprocess sable({ sable_path() });
    sable.write_line("position startpos moves e2e4");
    sable.write_line("position fen not a fen at all");
    sable.write_line("position startpos moves e2e4 e7e5 e1e3");
    sable.write_line(std::string("\x01\xfe garbage \x7f"));
    sable.write_line(std::string(100000, 'x'));
    sable.write_line("go perft 0");
    sable.write_line("isready");
    auto lines = sable.read_until("readyok", std::chrono::seconds(10));
    ASSERT_TRUE(lines) << "sable stopped answering";
    int errors = 0;
    for (const auto& l : *lines) errors += l.rfind("info string error", 0) == 0;
    EXPECT_EQ(errors, 5);
    sable.write_line("d");
    auto board = sable.read_until("Fen:", std::chrono::seconds(10));
    EXPECT_EQ(last_of(board), "Fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
}

} // namespace
