// The fastchess command lines fishtest's worker and OpenBench's client build, run unchanged by
// `arbiter match` against Sable; and the fastchess options they and their users rely on:
// -crc32 pgn=true (checked against zlib's crc32), -epdout (read back as EPD), -pgnout nodes= and
// seldepth=, -noswap, -reverse, -seeds, -check-mate-pvs, -games above 2, and the options
// refused with a reason.

#include "harness/game/positions.h"
#include "harness/game/registry.h"
#include "harness/testing/temp_dir.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <zlib.h>

#include "arbiter_run.h"
#include "match_test_support.h"

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

namespace {

using namespace arbiter_test;
using ::testing::HasSubstr;
namespace fs = std::filesystem;

std::string text_of(const std::string& path) {
    std::ifstream      in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// `arbiter ARGS` run in `dir` (as the workers run fastchess in theirs), stdout and stderr.
Run run_in(const std::string& dir, const std::string& args) {
    const std::string cmd  = "cd " + dir + " && " + Bin + "/arbiter " + args + " 2>&1";
    FILE*             pipe = popen(cmd.c_str(), "r");
    std::string       out;
    char              buf[4096];
    for (std::size_t n; (n = fread(buf, 1, sizeof buf, pipe)) > 0;) out.append(buf, n);
    const int status = pclose(pipe);
    return { WIFEXITED(status) ? WEXITSTATUS(status) : -1, out };
}

// The last "File F has CRC32: 0x..." value printed for `file`.
std::optional<std::uint32_t> printed_crc(const std::string& out, const std::string& file) {
    std::optional<std::uint32_t> crc;
    const std::regex             line("File " + file + " has CRC32: 0x([0-9a-f]+)");
    for (auto it = std::sregex_iterator(out.begin(), out.end(), line); it != std::sregex_iterator();
         ++it)
        crc = std::uint32_t(std::stoul((*it)[1].str(), nullptr, 16));
    return crc;
}

std::uint32_t zlib_crc(const std::string& text) {
    return std::uint32_t(crc32(
        crc32(0L, Z_NULL, 0), reinterpret_cast<const Bytef*>(text.data()), uInt(text.size())));
}

TEST(ArbiterFastchessLines, FishtestsWorkerLineRunsUnchanged) {
    // The command fishtest's worker builds for fastchess (official-stockfish/fishtest,
    // worker/games.py, run_games(), as of 2026-12; -check-mate-pvs as its worker adds it), with
    // Sable for both engines, a short time control (the worker scales its own by the machine's
    // speed), 2 rounds, and the "_spsa_" placeholders the worker removes before it runs.
    const auto dir  = fresh_dir("fastchess_fishtest");
    const auto book = suite("chess/openings/arbiter_balanced.epd");
    const auto pgn  = "results-656e5f1a2b3c4d5e6f708192-0.pgn";
    const auto line = "-testEnv -recover -repeat -games 2 -rounds 2 -ratinginterval 1 "
                      "-scoreinterval 1 -autosaveinterval 0 -report penta=true -pgnout file="
        + std::string(pgn)
        + " -crc32 pgn=true -site https://tests.stockfishchess.org/tests/view/"
          "656e5f1a2b3c4d5e6f708192 -event 'Batch 0: New-a1b2c3d vs Base-e4f5a6b' -srand "
          "9876543210987654321 -resign movecount=3 score=600 -draw movenumber=34 movecount=8 "
          "score=20 -variant standard -concurrency 2 -openings file="
        + book + " format=epd order=random plies=16 start=1 -engine name=New-a1b2c3d tc=1+0.01 cmd="
        + Sable + " dir=. option.Hash=16 -engine name=Base-e4f5a6b tc=1+0.01 cmd=" + Sable
        + " dir=. option.Hash=16 -each proto=uci option.Threads=1 -check-mate-pvs";
    auto r = run_in(dir, "match " + line + " --json report.json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = read_json(dir + "/report.json");
    ASSERT_EQ(j["results"].size(), 4U);
    for (const auto& g : j["results"]) EXPECT_TRUE(g["faulty"].is_null()) << g.dump();
    EXPECT_THAT(r.out, HasSubstr("-testEnv is ignored: fastchess's one-line warnings"));
    // The PGN: the worker's [Site] and [Event]; its CRC-32 as printed equals zlib's.
    const auto text = text_of(dir + "/" + pgn);
    EXPECT_THAT(text, HasSubstr("[Event \"Batch 0: New-a1b2c3d vs Base-e4f5a6b\"]"));
    EXPECT_THAT(text,
        HasSubstr(
            "[Site \"https://tests.stockfishchess.org/tests/view/656e5f1a2b3c4d5e6f708192\"]"));
    const auto crc = printed_crc(r.out, pgn);
    ASSERT_TRUE(crc) << r.out;
    EXPECT_EQ(*crc, zlib_crc(text));
}

TEST(ArbiterFastchessLines, OpenBenchsClientLineRunsUnchanged) {
    // The command OpenBench's client builds for fastchess-ob (AndyGrant/OpenBench,
    // Client/worker.py, build_runner_command(), as of 2026-12), for a test with Ethereal's
    // adjudication presets (Engines/Ethereal.json: win_adj, draw_adj), its engines in Engines/,
    // its book in Books/ and its PGN in PGNs/, relative to the client's folder; a short time
    // control, as the client scales its own.
    const auto dir = fresh_dir("fastchess_openbench");
    for (const auto* sub : { "Engines", "Books", "PGNs" }) fs::create_directories(dir + "/" + sub);
    fs::copy_file(Sable, dir + "/Engines/Sable-abc123");
    fs::copy_file(Sable, dir + "/Engines/Sable-def456");
    fs::copy_file(suite("chess/openings/arbiter_balanced.epd"), dir + "/Books/balanced.epd");
    const std::string line
        = "-repeat -recover -variant standard -testEnv -concurrency 2 -games 4 -resign "
          "movecount=3 score=400 -draw movenumber=40 movecount=8 score=10 -engine "
          "dir=Engines/ cmd=./Sable-abc123 proto=uci tc=0.5+0.01 option.Threads=1 "
          "option.Hash=16 name=Sable-dev -engine dir=Engines/ cmd=./Sable-def456 proto=uci "
          "tc=0.5+0.01 option.Threads=1 option.Hash=16 name=Sable-base -openings "
          "file=Books/balanced.epd format=epd order=random start=3 -srand 1234567 -pgnout "
          "file=PGNs/12.34.1765000000.0.pgn seldepth=true nodes=true";
    auto r = run_in(dir, "match " + line + " --json report.json");
    ASSERT_EQ(r.code, 0) << r.out;
    // fastchess reads -games 4 as 4 rounds of a game pair.
    EXPECT_THAT(r.out, HasSubstr("-games 4 read as fastchess reads it: 4 rounds of 2"));
    const auto j = read_json(dir + "/report.json");
    ASSERT_EQ(j["results"].size(), 8U);
    EXPECT_EQ(j["config"]["games_per_round"], 2);
    const auto text = text_of(dir + "/PGNs/12.34.1765000000.0.pgn");
    EXPECT_EQ(std::count(text.begin(), text.end(), '\n') > 0, true);
    // nodes=true and seldepth=true: each move comment ends ", n=N, sd=D".
    EXPECT_TRUE(std::regex_search(text, std::regex(R"(\d+\.\d{3}s, n=\d+, sd=\d+\})"))) << text;
}

TEST(ArbiterFastchessLines, EpdOutPositionsReadBackAsEpd) {
    const auto dir = fresh_dir("fastchess_epdout");
    auto       r   = run("match -engine cmd=" + Sable + " -engine cmd=" + Sable
                + " -each nodes=3000 -rounds 2 -maxmoves 30 -openings file="
                + suite("chess/openings/arbiter_balanced.epd") + " -epdout file=" + dir
                + "/final.epd --quiet");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto book = harness::game::load_positions(
        dir + "/final.epd", harness::game::chess(), harness::game::PositionFormat::Epd);
    EXPECT_EQ(book.fens.size(), 4U);
    EXPECT_TRUE(book.errors.empty()) << book.errors.front().to_string();
    EXPECT_THAT(text_of(dir + "/final.epd"), HasSubstr(" hmvc "));
}

TEST(ArbiterFastchessLines, NoswapAndReverseSetTheColours) {
    auto colours = [](const std::string& tag, const std::string& flags) {
        auto        j = match(tag,
                   "-engine " + mock("a") + " -engine " + mock("b")
                       + " -each depth=1 -rounds 2 -maxmoves 3 " + flags);
        std::string s;
        for (const auto& g : j["results"]) s += std::to_string(g["white_engine"].get<int>());
        return s;
    };
    EXPECT_EQ(colours("swap", ""), "0101");
    EXPECT_EQ(colours("noswap", "-noswap"), "0000");
    EXPECT_EQ(colours("reverse", "-reverse"), "1010");
    EXPECT_EQ(colours("both", "-noswap -reverse"), "1111");
}

TEST(ArbiterFastchessLines, AGauntletsSeedsPlayEveryEngineAfterThem) {
    const std::string json = harness::testing::temp_dir() + "/arbiter_fastchess_seeds.json";
    auto r = run("match -engine " + mock("s1") + " -engine " + mock("s2") + " -engine " + mock("c")
        + " -engine " + mock("d") + " -each depth=1 -maxmoves 3 -tournament gauntlet -seeds 2 "
        + "--quiet --json " + json);
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = read_json(json);
    // s1-s2, s1-c, s1-d, s2-c, s2-d: 5 pairings of one game pair each.
    EXPECT_EQ(j["results"].size(), 10U);
    auto rr = run("match -engine " + mock("a") + " -engine " + mock("b") + " -engine " + mock("c")
        + " -each depth=1 -seeds 2");
    EXPECT_EQ(rr.code, 2);
    EXPECT_THAT(rr.out, HasSubstr("--seeds: only a gauntlet has seeds"));
}

TEST(ArbiterFastchessLines, CheckMatePvsMakesAContradictedMateAFault) {
    // --false-mate claims "score mate 1" with a PV that does not mate.
    auto j = match("mate_pvs",
        "-engine " + mock("good") + " -engine " + mock("liar", "--false-mate")
            + " -each depth=1 -rounds 1 -maxmoves 10 -check-mate-pvs");
    for (const auto& g : j["results"]) {
        EXPECT_EQ(g["reason"], "protocol error") << g.dump();
        EXPECT_THAT(g["detail"].get<std::string>(), HasSubstr("mate-contradicted"));
    }
}

TEST(ArbiterFastchessLines, WhatArbiterCannotHonourIsRefusedWithItsReason) {
    const std::string base
        = "match -engine " + mock("a") + " -engine " + mock("b") + " -each depth=1 ";
    for (const auto& [args, reason] : std::vector<std::pair<std::string, std::string>> {
             { "-pgnout file=x.pgn nps=true",
                 "--pgnout: nps=: refused: Arbiter does not record it" },
             { "-pgnout file=x.pgn append=false", "append=false: refused" },
             { "-pgnout file=x.pgn notation=lan", "notation=lan: refused" },
             { "-crc32 pgn=yes", "--crc32: pgn= expects true or false" },
             { "-report penta=maybe", "--report: penta= expects true or false" },
             { "-games 5 -rounds 3", "at most 2 games a round" } }) {
        auto r = run(base + args);
        EXPECT_EQ(r.code, 2) << args << "\n" << r.out;
        EXPECT_THAT(r.out, HasSubstr(reason)) << args;
    }
}

} // namespace
