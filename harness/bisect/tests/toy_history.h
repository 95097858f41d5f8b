#pragma once
// Test support for `arbiter bisect`: a throw-away git repository with a history of 32 commits
// (index 0..31, one branch) of a tiny CMake engine project, "toy" — a UCI proxy in front of the
// real engine Sable (path given to the constructor, baked into the sources). toy relays UCI lines
// both ways and runs `sable ARGS...` for `toy ARGS...` (e.g. `toy bench`); the constants of
// toy/behaviour.h make it lie, and the history switches them on one at a time:
//
//   from TreeSizeCommit (4)   info lines report nodes * 3 (tree size ratio 3)
//   from PerftCommit (7)      go perft N >= 2: the total and the first divide line are one too high
//   from BenchCommit (12)     toy bench: the signature ("Nodes searched: N") is Sable's + 1
//   BrokenCommit (15)         does not build (behaviour.h loses a semicolon); 16 repairs it
//   from CrashCommit (19)     go after "position fen CrashFen" dies by SIGSEGV before answering
//   from PositionCommit (25)  bestmove in LostFen is LostMove instead of Sable's (LostBestMove)
//
// Every other commit changes NOTES.md only. Built with harness::intree::build_revision (preset
// "release", the executable is bin/toy). All of it lives in a fresh temp directory, removed with
// its worktrees at the end.

#include <filesystem>
#include <string>
#include <vector>

namespace bisect_test {

inline constexpr int CommitCount    = 32;
inline constexpr int TreeSizeCommit = 4;
inline constexpr int PerftCommit    = 7;
inline constexpr int BenchCommit    = 12;
inline constexpr int BrokenCommit   = 15;
inline constexpr int CrashCommit    = 19;
inline constexpr int PositionCommit = 25;

inline constexpr int TreeFactor = 3; // info nodes multiplier from TreeSizeCommit on
inline constexpr int PerftDelta = 1; // added to the perft total and the first divide line
inline constexpr int BenchDelta = 1; // added to the bench signature

// A legal position whose `go` kills toy from CrashCommit on (matched on its first four fields,
// with no moves after it).
inline constexpr const char* CrashFen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
// A mate in 1 (Ra8#) that Sable solves at depth 4 and in 200 ms; from PositionCommit on toy
// answers LostMove (h2h3, legal, no mate) instead.
inline constexpr const char* LostFen      = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";
inline constexpr const char* LostBestMove = "a1a8";
inline constexpr const char* LostMove     = "h2h3";

class ToyHistory {
public:
    // Create the repository and its 32 commits (about a second); a test failure when git fails.
    explicit ToyHistory(std::filesystem::path sable);
    ~ToyHistory();
    ToyHistory(const ToyHistory&)            = delete;
    ToyHistory& operator=(const ToyHistory&) = delete;

    // git -C repo args...; its stdout (a test failure when it fails).
    std::string git(const std::vector<std::string>& args);

    // The reproducer of the crash (harness/enginefuzz/reproducer.h: one protocol line per line):
    // uci, isready, position fen CrashFen, go depth 1.
    [[nodiscard]] static std::vector<std::string> crash_reproducer();
    // The lost position as an EPD line: LostFen's four fields, bm Ra8#, id "toy.lost".
    [[nodiscard]] static std::string lost_position_epd();

    std::filesystem::path    root; // the temp directory (removed by the destructor)
    std::filesystem::path    repo; // root/repo: the git repository
    std::filesystem::path    work; // root/work: a place for build_revision's work_dir
    std::filesystem::path    sable;
    std::vector<std::string> shas; // commit index -> full sha (CommitCount of them)
};

} // namespace bisect_test
