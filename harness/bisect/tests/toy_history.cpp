// The toy project's files at each commit of the history (toy_history.h), and the history.
#include "toy_history.h"

#include "harness/intree/command.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>

namespace bisect_test {

namespace {

const char* const ToyPresets = R"({
  "version": 6,
  "configurePresets": [
    { "name": "release", "binaryDir": "${sourceDir}/build",
      "cacheVariables": { "CMAKE_BUILD_TYPE": "Release", "CMAKE_CXX_COMPILER": "g++" } }
  ]
}
)";

const char* const ToyCMake = R"(cmake_minimum_required(VERSION 3.20)
project(toy CXX)
set(CMAKE_CXX_STANDARD 20)
set(CMAKE_RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)
add_executable(toy toy/main.cpp)
target_include_directories(toy PRIVATE ${CMAKE_SOURCE_DIR})
target_compile_options(toy PRIVATE -Wall -Wextra)
)";

// toy/main.cpp, the same at every commit; {sable}, {crash_fen}, {lost_fen} and {lost_move} are
// substituted.
const char* const ToyMain
    = R"toy(// toy: a UCI proxy in front of Sable (our stdin lines to it, its stdout lines
// back; `toy ARGS...` runs `sable ARGS...`), changing answers as toy/behaviour.h says.
#include "toy/behaviour.h"

#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <poll.h>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace {

const char* const SablePath        = R"({sable})";
const char* const CrashPositionFen = "{crash_fen}"; // CrashFen: `go` here dies by SIGSEGV
const char* const LostPositionFen  = "{lost_fen}"; // LostPosition: the bestmove is LostMove
const char* const LostMove         = "{lost_move}";

std::vector<std::string> words(const std::string& text) {
    std::istringstream       in(text);
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

// Is `position` (a position command) `fen` (its first four fields), with no moves played?
bool is_position(const std::string& position, const char* fen) {
    auto p = words(position), f = words(fen);
    if (p.size() < 6 || p[0] != "position" || p[1] != "fen") return false;
    if (!std::equal(f.begin(), f.begin() + 4, p.begin() + 2)) return false;
    auto moves = std::find(p.begin(), p.end(), "moves");
    return moves == p.end() || moves + 1 == p.end();
}

void write_line(int fd, std::string line) {
    line += '\n';
    for (std::size_t done = 0; done < line.size();) {
        ssize_t n = write(fd, line.data() + done, line.size() - done);
        if (n <= 0) return;
        done += static_cast<std::size_t>(n);
    }
}

// The lines read from a file descriptor; at its end, a last line may lack its '\n'.
struct LineReader {
    int         fd;
    std::string buffer;
    bool        eof = false;

    void fill() {
        char    chunk[4096];
        ssize_t n = read(fd, chunk, sizeof chunk);
        eof       = n <= 0;
        if (n > 0) buffer.append(chunk, static_cast<std::size_t>(n));
    }
    bool next(std::string& line) {
        auto eol = buffer.find('\n');
        if (eol == std::string::npos && (!eof || buffer.empty())) return false;
        line = buffer.substr(0, eol);
        buffer.erase(0, eol == std::string::npos ? eol : eol + 1);
        return true;
    }
};

struct Sable {
    pid_t pid;
    int   in, out; // its stdin and stdout
};

Sable spawn_sable(const std::vector<std::string>& args) {
    int to[2], from[2];
    if (pipe(to) != 0 || pipe(from) != 0) std::exit(2);
    pid_t pid = fork();
    if (pid < 0) std::exit(2);
    if (pid == 0) {
        dup2(to[0], 0);
        dup2(from[1], 1);
        for (int fd : { to[0], to[1], from[0], from[1] }) close(fd);
        std::vector<char*> argv { const_cast<char*>(SablePath) };
        for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
        argv.push_back(nullptr);
        execv(SablePath, argv.data());
        _exit(127);
    }
    close(to[0]);
    close(from[1]);
    return { pid, to[1], from[0] };
}

int wait_for(pid_t pid) {
    int status = 0;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

std::string plus(const std::string& label, const std::string& number, unsigned long long n) {
    return label + std::to_string(std::stoull(number) + n);
}

// What the relay remembers between a command and the answers to it.
struct State {
    std::string position;
    bool        perft_total = false, perft_divide = false, lost = false;
};

void on_command(State& s, const std::string& line) {
    auto w = words(line);
    if (!w.empty() && w[0] == "position") s.position = line;
    if (w.empty() || w[0] != "go") return;
    if (CrashFen && is_position(s.position, CrashPositionFen)) std::raise(SIGSEGV);
    s.lost = LostPosition && is_position(s.position, LostPositionFen);
    if (PerftBug && w.size() >= 3 && w[1] == "perft" && std::atoi(w[2].c_str()) >= 2)
        s.perft_total = s.perft_divide = true;
}

std::string on_answer(State& s, const std::string& line) {
    auto w = words(line);
    if (!w.empty() && w[0] == "info" && TreeFactor != 1 && (w.size() < 2 || w[1] != "string")) {
        std::string out = "info";
        for (std::size_t i = 1; i < w.size(); ++i)
            out += " "
                + (w[i - 1] == "nodes" ? std::to_string(std::stoull(w[i]) * TreeFactor) : w[i]);
        return out;
    }
    if (!w.empty() && w[0] == "bestmove" && s.lost) {
        s.lost = false;
        return std::string("bestmove ") + LostMove;
    }
    if (s.perft_divide && w.size() == 2 && w[0].size() >= 5 && w[0].back() == ':') {
        s.perft_divide = false;
        return plus(w[0] + " ", w[1], 1);
    }
    if (s.perft_total && line.rfind("Nodes searched: ", 0) == 0) {
        s.perft_total = false;
        return plus("Nodes searched: ", line.substr(16), 1);
    }
    return line;
}

// `toy ARGS...`: `sable ARGS...`, the bench signature changed by BenchNodes.
int run_command_line(const std::vector<std::string>& args) {
    Sable sable = spawn_sable(args);
    close(sable.in);
    LineReader out { sable.out, {} };
    for (std::string line; !out.eof;) {
        out.fill();
        while (out.next(line))
            if (args[0] == "bench" && line.rfind("Nodes searched: ", 0) == 0)
                write_line(1, plus("Nodes searched: ", line.substr(16), BenchNodes));
            else
                write_line(1, line);
    }
    return wait_for(sable.pid);
}

// The UCI relay, until Sable ends (it sees the end of its stdin after the end of ours).
int run_relay() {
    Sable      sable = spawn_sable({});
    LineReader in { 0, {} }, out { sable.out, {} };
    State      state;
    for (std::string line; !out.eof;) {
        pollfd fds[2] = { { sable.out, POLLIN, 0 }, { in.eof ? -1 : 0, POLLIN, 0 } };
        if (poll(fds, 2, -1) < 0) continue;
        if (fds[1].revents) {
            in.fill();
            while (in.next(line)) {
                on_command(state, line);
                write_line(sable.in, line);
            }
            if (in.eof) close(sable.in);
        }
        if (fds[0].revents) {
            out.fill();
            while (out.next(line)) write_line(1, on_answer(state, line));
        }
    }
    return wait_for(sable.pid);
}

} // namespace

int main(int argc, char** argv) {
    std::signal(SIGPIPE, SIG_IGN);
    if (argc > 1) return run_command_line(std::vector<std::string>(argv + 1, argv + argc));
    return run_relay();
}
)toy";

// toy/behaviour.h; {tree_factor}, {perft_bug}, {bench_nodes}, {semicolon}, {crash} and {lost}
// are substituted.
const char* const ToyBehaviour = R"(#pragma once
// How this revision of toy changes Sable's answers (toy/main.cpp).
constexpr int  TreeFactor   = {tree_factor}; // info lines: nodes N -> N * TreeFactor
constexpr bool PerftBug     = {perft_bug}; // go perft N >= 2: total and first divide line + 1
constexpr int  BenchNodes   = {bench_nodes}{semicolon} // added to the bench signature
constexpr bool CrashFen     = {crash}; // go in the crash position: SIGSEGV
constexpr bool LostPosition = {lost}; // bestmove in the lost position: a wrong move
)";

// toy/behaviour.h at commit i (BrokenCommit lacks a semicolon).
std::string behaviour_h(int i) {
    auto from = [&](int commit) { return i >= commit ? "true" : "false"; };
    return harness::intree::substitute(ToyBehaviour,
        { { "tree_factor", std::to_string(i >= TreeSizeCommit ? TreeFactor : 1) },
            { "perft_bug", from(PerftCommit) },
            { "bench_nodes", std::to_string(i >= BenchCommit ? BenchDelta : 0) },
            { "semicolon", i == BrokenCommit ? "" : ";" }, { "crash", from(CrashCommit) },
            { "lost", from(PositionCommit) } });
}

bool changes_behaviour(int i) {
    for (int c : { 0, TreeSizeCommit, PerftCommit, BenchCommit, BrokenCommit, BrokenCommit + 1,
             CrashCommit, PositionCommit })
        if (i == c) return true;
    return false;
}

// NOTES.md at commit i: a line per commit that changes nothing else.
std::string notes_md(int i) {
    std::string text
        = "# toy\n\nA UCI proxy in front of Sable; toy/behaviour.h says how it lies.\n";
    for (int j = 1; j <= i; ++j)
        if (!changes_behaviour(j)) text += "- note " + std::to_string(j) + "\n";
    return text;
}

std::string subject(int i) {
    std::string what = "adds note " + std::to_string(i) + " to NOTES.md";
    if (i == 0) what = "adds the UCI proxy in front of Sable";
    if (i == TreeSizeCommit) what = "reports three times the nodes in info lines";
    if (i == PerftCommit) what = "miscounts perft (total and first divide line + 1)";
    if (i == BenchCommit) what = "changes the bench signature (+1)";
    if (i == BrokenCommit) what = "loses a semicolon in toy/behaviour.h (does not build)";
    if (i == BrokenCommit + 1) what = "restores the semicolon in toy/behaviour.h";
    if (i == CrashCommit) what = "crashes (SIGSEGV) on go in the crash position";
    if (i == PositionCommit) what = "plays a wrong move in the lost position";
    return "toy: commit " + std::to_string(i) + " " + what;
}

std::string run_git(const std::filesystem::path& repo, const std::vector<std::string>& args,
    std::vector<std::pair<std::string, std::string>> env = {}) {
    harness::intree::Command command;
    command.argv = { "git", "-C", repo.string(), "-c", "user.name=Toy", "-c",
        "user.email=toy@example.invalid", "-c", "commit.gpgsign=false" };
    command.argv.insert(command.argv.end(), args.begin(), args.end());
    command.env = std::move(env);
    auto result = harness::intree::run_command(command);
    EXPECT_TRUE(result.ok()) << harness::intree::command_line(command.argv) << ": " << result.err;
    return result.out;
}

} // namespace

ToyHistory::ToyHistory(std::filesystem::path sable_path)
    : sable(std::move(sable_path)) {
    char tmpl[] = "/tmp/bisect-toy-XXXXXX";
    if (!mkdtemp(tmpl)) throw std::runtime_error("mkdtemp failed");
    root = tmpl;
    repo = root / "repo";
    work = root / "work";
    std::filesystem::create_directories(repo);
    git({ "init", "-q", "-b", "main" });

    std::string main_cpp = harness::intree::substitute(ToyMain,
        { { "sable", sable.string() }, { "crash_fen", CrashFen }, { "lost_fen", LostFen },
            { "lost_move", LostMove } });
    for (int i = 0; i < CommitCount; ++i) {
        std::map<std::string, std::string> files { { "toy/behaviour.h", behaviour_h(i) },
            { "NOTES.md", notes_md(i) } };
        if (i == 0)
            files.insert({ { "CMakeLists.txt", ToyCMake }, { "CMakePresets.json", ToyPresets },
                { "toy/main.cpp", main_cpp }, { ".gitignore", "build/\n" } });
        for (const auto& [name, text] : files) {
            std::filesystem::create_directories((repo / name).parent_path());
            std::ofstream(repo / name) << text;
        }
        // fixed dates, one minute apart: the same sable path gives the same shas
        std::string date = std::to_string(1700000000 + 60 * i) + " +0000";
        run_git(repo, { "add", "-A" });
        run_git(repo, { "commit", "-q", "-m", subject(i) },
            { { "GIT_AUTHOR_DATE", date }, { "GIT_COMMITTER_DATE", date } });
    }
    std::istringstream list(git({ "rev-list", "--reverse", "HEAD" }));
    for (std::string sha; list >> sha;) shas.push_back(sha);
    EXPECT_EQ(shas.size(), static_cast<std::size_t>(CommitCount));
}

ToyHistory::~ToyHistory() {
    std::error_code ec;
    std::filesystem::remove_all(root, ec);
}

std::string ToyHistory::git(const std::vector<std::string>& args) { return run_git(repo, args); }

std::vector<std::string> ToyHistory::crash_reproducer() {
    return { "uci", "isready", std::string("position fen ") + CrashFen, "go depth 1" };
}

std::string ToyHistory::lost_position_epd() {
    std::istringstream       in(LostFen);
    std::vector<std::string> fields(4);
    for (auto& f : fields) in >> f;
    return fields[0] + " " + fields[1] + " " + fields[2] + " " + fields[3]
        + " bm Ra8#; id \"toy.lost\";";
}

} // namespace bisect_test
