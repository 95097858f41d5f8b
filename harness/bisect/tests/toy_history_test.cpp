// The toy history itself (toy_history.h): commits built with build_revision and driven over a
// pipe, read with the harness's own parsers — before every change (commit 3), after all of them
// (commit 31), and the commit that does not build.
#include "toy_history.h"

#include "harness/bench/bench_output.h"
#include "harness/intree/build.h"
#include "harness/intree/command.h"
#include "harness/process/child_process.h"
#include "harness/protocol/info_parse.h"

#include <gtest/gtest.h>

#include <csignal>
#include <fstream>

using namespace harness;
using namespace bisect_test;

namespace {

intree::BuildResult build(const ToyHistory& toy, int index) {
    intree::BuildRequest request;
    request.repo     = toy.repo;
    request.rev      = toy.shas.at(index);
    request.work_dir = toy.work;
    request.jobs     = 1;
    return intree::build_revision(request);
}

struct Answer {
    std::vector<std::string> lines; // up to the first line starting with `until`, or the end
    process::ExitInfo        exit; // after stdin is closed
};

// Send `commands` to the engine at `program`, read until a line starts with `until` (or it ends).
Answer converse(const std::string& program, const std::vector<std::string>& commands,
    const std::string& until) {
    Answer                answer;
    process::ChildProcess engine(process::make_spec({ program }));
    if (engine.start() != process::Status::Ok) return answer;
    for (const auto& c : commands) (void)engine.write_line(c);
    auto deadline = process::Clock::now() + std::chrono::seconds(20);
    for (;;) {
        auto read = engine.read_line(deadline);
        if (read.status != process::Status::Ok) break;
        answer.lines.push_back(read.line);
        if (read.line.rfind(until, 0) == 0) break;
    }
    engine.close_stdin();
    answer.exit = engine.wait_exit(deadline);
    return answer;
}

struct Perft {
    std::optional<std::uint64_t> total;
    std::uint64_t                divide_sum = 0;
    std::string                  first_divide; // "b1a3: 20"
};

Perft perft(const std::string& program, int depth) {
    Perft out;
    auto  answer = converse(program,
         { "uci", "isready", "position startpos", "go perft " + std::to_string(depth) },
         "Nodes searched");
    for (const auto& line : answer.lines) {
        if (auto d = protocol::parse_divide_line(line)) {
            if (out.first_divide.empty()) out.first_divide = line;
            out.divide_sum += d->second;
        }
        if (auto n = protocol::parse_nodes_searched(line)) out.total = n;
    }
    return out;
}

intree::CommandResult run(std::vector<std::string> argv) {
    intree::Command command;
    command.argv = std::move(argv);
    return intree::run_command(command);
}

std::optional<std::uint64_t> bench_signature(const std::string& program) {
    auto result = run({ program, "bench" });
    EXPECT_TRUE(result.ok()) << program << " bench: " << result.err;
    return bench::parse_bench_output(result.out).nodes;
}

// The nodes of each info line of `go depth 5` from the start position.
std::vector<std::uint64_t> info_nodes(const std::string& program) {
    std::vector<std::uint64_t> nodes;
    auto answer = converse(program, { "uci", "position startpos", "go depth 5" }, "bestmove");
    for (const auto& line : answer.lines)
        if (auto info = protocol::parse_info_line(line); info && info->nodes)
            nodes.push_back(*info->nodes);
    return nodes;
}

std::string bestmove(const std::string& program, const std::string& fen, const std::string& go) {
    auto answer = converse(program, { "uci", "position fen " + fen, go }, "bestmove");
    if (answer.lines.empty()) return "";
    auto best = protocol::parse_bestmove_line(answer.lines.back());
    return best ? best->move : "";
}

} // namespace

TEST(BisectToyHistory, HasThirtyTwoCommitsOnOneBranch) {
    ToyHistory toy(ARBITER_SABLE);
    ASSERT_EQ(toy.shas.size(), 32u);
    EXPECT_EQ(toy.git({ "rev-parse", "main" }), toy.shas.back() + "\n");
    EXPECT_EQ(toy.git({ "log", "-1", "--format=%s", toy.shas[PerftCommit] }),
        "toy: commit 7 miscounts perft (total and first divide line + 1)\n");
    // a harmless commit changes NOTES.md only
    EXPECT_EQ(toy.git({ "diff", "--name-only", toy.shas[8], toy.shas[9] }), "NOTES.md\n");
    EXPECT_EQ(toy.git({ "diff", "--name-only", toy.shas[CrashCommit - 1], toy.shas[CrashCommit] }),
        "toy/behaviour.h\n");
    EXPECT_EQ(ToyHistory::crash_reproducer().size(), 4u);
    EXPECT_EQ(ToyHistory::lost_position_epd(),
        "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - bm Ra8#; id \"toy.lost\";");
}

TEST(BisectToyHistory, BeforeEveryChangeTheToyAnswersAsSable) {
    ToyHistory toy(ARBITER_SABLE);
    auto       built = build(toy, 3);
    ASSERT_TRUE(built.ok) << built.error << "\n" << built.log_tail;
    std::string engine = built.binary("toy").string();

    Perft p = perft(engine, 3);
    EXPECT_EQ(p.total, 8902u);
    EXPECT_EQ(p.divide_sum, 8902u);
    EXPECT_EQ(p.first_divide, "b1a3: 400");
    auto sable_signature = bench_signature(ARBITER_SABLE);
    ASSERT_TRUE(sable_signature);
    EXPECT_EQ(bench_signature(engine), sable_signature);
    auto sable_nodes = info_nodes(ARBITER_SABLE);
    ASSERT_EQ(sable_nodes.size(), 5u); // one info line per depth
    EXPECT_EQ(info_nodes(engine), sable_nodes);
    EXPECT_EQ(bestmove(engine, LostFen, "go depth 4"), LostBestMove);
    EXPECT_EQ(bestmove(engine, LostFen, "go movetime 200"), LostBestMove);
    EXPECT_NE(bestmove(engine, CrashFen, "go depth 1"), "");
}

TEST(BisectToyHistory, AfterEveryChangeTheToyHasEveryFault) {
    ToyHistory toy(ARBITER_SABLE);
    auto       built = build(toy, 31);
    ASSERT_TRUE(built.ok) << built.error << "\n" << built.log_tail;
    std::string engine = built.binary("toy").string();

    // perft: the total and the first divide line one too high (still their sum)
    Perft p = perft(engine, 3);
    EXPECT_EQ(p.total, 8903u);
    EXPECT_EQ(p.divide_sum, 8903u);
    EXPECT_EQ(p.first_divide, "b1a3: 401");
    EXPECT_EQ(perft(engine, 1).total, 20u);

    auto sable_signature = bench_signature(ARBITER_SABLE);
    ASSERT_TRUE(sable_signature);
    EXPECT_EQ(bench_signature(engine), *sable_signature + BenchDelta);

    auto sable_nodes = info_nodes(ARBITER_SABLE), toy_nodes = info_nodes(engine);
    ASSERT_EQ(sable_nodes.size(), 5u);
    ASSERT_EQ(toy_nodes.size(), sable_nodes.size());
    for (std::size_t i = 0; i < toy_nodes.size(); ++i)
        EXPECT_EQ(toy_nodes[i], TreeFactor * sable_nodes[i]) << "info line " << i;

    EXPECT_EQ(bestmove(engine, LostFen, "go depth 4"), LostMove);
    EXPECT_EQ(bestmove(engine, LostFen, "go movetime 200"), LostMove);
    EXPECT_EQ(bestmove(ARBITER_SABLE, LostFen, "go depth 4"), LostBestMove);

    // the crash: over a pipe, and replayed from the reproducer file (`toy < FILE`)
    auto crash = converse(engine, ToyHistory::crash_reproducer(), "bestmove");
    EXPECT_EQ(crash.exit.signal, SIGSEGV) << process::to_string(crash.exit);
    auto          file = toy.root / "crash.txt";
    std::ofstream out(file);
    for (const auto& line : ToyHistory::crash_reproducer()) out << line << "\n";
    out.close();
    auto replay = run({ "/bin/sh", "-c",
        "exec " + intree::shell_word(engine) + " < " + intree::shell_word(file.string()) });
    EXPECT_EQ(replay.exit_code, 128 + SIGSEGV);
    EXPECT_EQ(bestmove(engine, std::string(CrashFen) + " moves e1d1", "go depth 1").empty(), false);
}

TEST(BisectToyHistory, TheBrokenCommitDoesNotBuildAndTheNextOneDoes) {
    ToyHistory toy(ARBITER_SABLE);
    auto       broken = build(toy, BrokenCommit);
    EXPECT_FALSE(broken.ok);
    EXPECT_NE(broken.log_tail.find("behaviour.h"), std::string::npos) << broken.log_tail;
    auto repaired = build(toy, BrokenCommit + 1);
    EXPECT_TRUE(repaired.ok) << repaired.error << "\n" << repaired.log_tail;
}
