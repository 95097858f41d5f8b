// Chess PGN from write_pgn passes pgn-extract (Debian's PGN checker) without a diagnostic:
// castling, promotion, en passant, mate, stalemate, a FEN start, Chess960, comments.

#include "harness/game/pgn_writer.h"
#include "harness/game/registry.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

using namespace harness::game;
namespace fs = std::filesystem;

namespace {

const char* const PgnExtract = "/usr/games/pgn-extract";

GameRecord played(Game g, const std::vector<std::string>& moves, const std::string& fen = {}) {
    auto r = GameRecord::start(g, fen).value();
    for (const auto& m : moves) EXPECT_TRUE(r.play(m)) << m;
    return r;
}

std::string slurp(const fs::path& p) {
    std::ifstream      in(p);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

} // namespace

TEST(PgnExtract, AcceptsEveryChessGameWeWrite) {
    if (!fs::exists(PgnExtract)) GTEST_SKIP() << PgnExtract << " is not installed";
    std::vector<GameRecord> games;
    // Castling both ways, en passant, a promotion with check, mate.
    games.push_back(played(chess(),
        { "e2e4", "d7d5", "e4e5", "f7f5", "e5f6", "b8c6", "f6g7", "c8e6", "g7h8q", "d8d7", "g1f3",
            "e8c8", "f1e2", "c6b4", "e1g1" }));
    // Fool's mate.
    games.push_back(played(chess(), { "f2f3", "e7e5", "g2g4", "d8h4" }));
    // Stalemate from a FEN.
    games.push_back(played(chess(), { "g1g6" }, "7k/5K2/8/8/8/8/8/6Q1 w - - 0 1"));
    // An under-promotion that mates; black to move first.
    games.push_back(played(chess(), { "c7c8r" }, "k7/2P5/1K6/8/8/8/8/8 w - - 0 1"));
    games.push_back(played(chess(), { "e8d7", "a7a8q" }, "4k3/P7/8/8/8/8/8/4K3 b - - 3 41"));
    // Chess960: castling both ways (king takes rook in our canonical text).
    games.push_back(played(
        chess960(), { "b1h1", "b8a8", "g1g2", "c8d7" }, "rk5r/8/8/8/8/8/8/RK5R w HAha - 0 9"));
    games.push_back(played(chess960(), { "e1a1", "e8h8" }, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));

    const fs::path dir = fs::temp_directory_path() / ("pgn_extract_" + std::to_string(getpid()));
    fs::create_directories(dir);
    const fs::path file = dir / "games.pgn";
    {
        std::ofstream out(file);
        int           round = 1;
        for (const auto& g : games) {
            std::vector<std::string> comments(g.moves().size(), "+0.35/12 0.101s");
            auto                     text = write_pgn(
                                    { .tags = { { "Event", "pgn_extract_test" }, { "Round", std::to_string(round++) } },
                                        .record   = &g,
                                        .comments = comments });
            ASSERT_TRUE(text) << text.error().to_string();
            out << *text;
        }
    }
    const std::string cmd = std::string(PgnExtract) + " -r --nobadresults -s " + file.string()
        + " >" + (dir / "out").string() + " 2>" + (dir / "err").string();
    const int status = std::system(cmd.c_str());
    EXPECT_EQ(status, 0);
    EXPECT_EQ(slurp(dir / "err"), "") << slurp(file);
    fs::remove_all(dir);
}
