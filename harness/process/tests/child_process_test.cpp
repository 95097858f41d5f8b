// Integration tests: ChildProcess against real processes (/bin/cat, /bin/sh, sleep).

#include "harness/process/child_process.h"
#include "harness/process/descendants.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <csignal>
#include <fstream>
#include <string>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace harness::process {
namespace {

using namespace std::chrono_literals;

Deadline generous() { return Clock::now() + 5s; }

ProcessSpec sh(std::string script) { return make_spec({ "/bin/sh", "-c", std::move(script) }); }

// Gone, or a zombie waiting for init (a reparented grandchild): no longer running.
bool is_gone(pid_t pid) {
    if (::kill(pid, 0) != 0) return true;
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string   pid_text, comm, state;
    if (!(stat >> pid_text >> comm >> state)) return true;
    return state == "Z" || state == "X";
}

bool becomes_gone(pid_t pid, std::chrono::milliseconds within) {
    auto until = Clock::now() + within;
    while (Clock::now() < until) {
        if (is_gone(pid)) return true;
        std::this_thread::sleep_for(5ms);
    }
    return is_gone(pid);
}

// The child was reaped by us: waitpid knows nothing of it any more.
bool is_reaped(pid_t pid) {
    int status = 0;
    return ::waitpid(pid, &status, WNOHANG) < 0 && errno == ECHILD;
}

TEST(ChildProcess, EchoesLinesThroughCat) {
    ChildProcess p(make_spec({ "cat" }));
    ASSERT_EQ(p.start(), Status::Ok) << p.last_error();
    EXPECT_TRUE(p.is_alive());
    ASSERT_EQ(p.write_line("uci"), Status::Ok);
    ASSERT_EQ(p.write_line("isready"), Status::Ok);
    auto a = p.read_line(generous());
    auto b = p.read_line(generous());
    EXPECT_EQ(a.status, Status::Ok);
    EXPECT_EQ(a.line, "uci");
    EXPECT_EQ(b.line, "isready");
    p.close_stdin();
    EXPECT_EQ(p.read_line(generous()).status, Status::Eof);
    ExitInfo e = p.wait_exit(generous());
    EXPECT_EQ(e.status, Status::Ok);
    EXPECT_EQ(e.exit_code, 0);
    EXPECT_NE(p.transcript().tail(10).find("> uci\n"), std::string::npos);
    EXPECT_NE(p.transcript().tail(10).find("< isready\n"), std::string::npos);
}

// The CPUs a process may run on, as the kernel reports them ("0", "0-1").
std::string cpus_allowed(const std::string& status_path) {
    std::ifstream in(status_path);
    for (std::string line; std::getline(in, line);)
        if (line.rfind("Cpus_allowed_list:", 0) == 0)
            return line.substr(line.find_last_of("\t ") + 1);
    return "?";
}

TEST(ChildProcess, APinnedProcessMayRunOnItsOneCpuOnlyAndTheSpawnerIsUntouched) {
    const auto before = cpus_allowed("/proc/thread-self/status");
    auto       spec   = sh("grep Cpus_allowed_list /proc/self/status");
    spec.cpu          = 0;
    ChildProcess p(spec);
    ASSERT_EQ(p.start(), Status::Ok) << p.last_error();
    auto line = p.read_line(generous());
    ASSERT_EQ(line.status, Status::Ok);
    EXPECT_EQ(line.line.substr(line.line.find_last_of("\t ") + 1), "0") << line.line;
    EXPECT_EQ(cpus_allowed("/proc/thread-self/status"), before);
    auto bad = sh("true");
    bad.cpu  = 100000; // not a CPU
    ChildProcess q(bad);
    EXPECT_EQ(q.start(), Status::Error);
    EXPECT_NE(q.last_error().find("cannot pin to CPU 100000"), std::string::npos) << q.last_error();
}

TEST(ChildProcess, ReportsTheExitCode) {
    ChildProcess p(sh("exit 3"));
    ASSERT_EQ(p.start(), Status::Ok);
    EXPECT_EQ(p.read_line(generous()).status, Status::Eof);
    ExitInfo e = p.wait_exit(generous());
    ASSERT_EQ(e.status, Status::Ok);
    EXPECT_EQ(e.exit_code, 3);
    EXPECT_FALSE(e.crashed());
    EXPECT_EQ(to_string(e), "exit code 3");
    EXPECT_FALSE(p.is_alive());
}

TEST(ChildProcess, DetectsDeathBySignal) {
    ChildProcess p(sh("echo before; kill -SEGV $$"));
    ASSERT_EQ(p.start(), Status::Ok);
    EXPECT_EQ(p.read_line(generous()).line, "before");
    EXPECT_EQ(p.read_line(generous()).status, Status::Eof);
    ExitInfo e = p.wait_exit(generous());
    ASSERT_EQ(e.status, Status::Ok);
    EXPECT_TRUE(e.crashed());
    EXPECT_EQ(e.signal, SIGSEGV);
    EXPECT_EQ(to_string(e), "signal 11 (SIGSEGV)");
    EXPECT_NE(p.transcript().tail(5).find("signal 11"), std::string::npos);
}

TEST(ChildProcess, HangTimesOutAndKillReapsFast) {
    ChildProcess p(make_spec({ "sleep", "100" }));
    ASSERT_EQ(p.start(), Status::Ok);
    pid_t pid = p.pid();
    EXPECT_EQ(p.read_line(Clock::now() + 50ms).status, Status::Timeout);
    EXPECT_EQ(p.wait_exit(Clock::now() + 20ms).status, Status::Timeout);
    auto     t0 = Clock::now();
    ExitInfo e  = p.kill();
    EXPECT_LT(Clock::now() - t0, 1s);
    EXPECT_EQ(e.signal, SIGTERM);
    EXPECT_FALSE(p.is_alive());
    EXPECT_TRUE(is_reaped(pid));
    EXPECT_NE(::kill(pid, 0), 0);
}

TEST(ChildProcess, SigkillAfterGraceWhenSigtermIsIgnored) {
    ChildProcess p(sh("trap '' TERM; echo ready; while :; do sleep 0.05; done"));
    ASSERT_EQ(p.start(), Status::Ok);
    ASSERT_EQ(p.read_line(generous()).line, "ready");
    pid_t    pid = p.pid();
    ExitInfo e   = p.kill(100ms);
    EXPECT_EQ(e.signal, SIGKILL);
    EXPECT_TRUE(is_reaped(pid));
}

TEST(ChildProcess, CapturesStderr) {
    ChildProcess p(sh("echo oops >&2; echo out; echo more trouble >&2"));
    ASSERT_EQ(p.start(), Status::Ok);
    EXPECT_EQ(p.read_line(generous()).line, "out");
    EXPECT_EQ(p.read_line(generous()).status, Status::Eof);
    EXPECT_EQ(p.wait_exit(generous()).exit_code, 0);
    EXPECT_EQ(p.stderr_text(), "oops\nmore trouble\n");
    EXPECT_NE(p.transcript().tail(20).find("! oops\n"), std::string::npos);
}

TEST(ChildProcess, StderrBufferIsBounded) {
    ProcessSpec spec     = sh("i=0; while [ $i -lt 200 ]; do echo line$i >&2; i=$((i+1)); done");
    spec.stderr_capacity = 64;
    ChildProcess p(spec);
    ASSERT_EQ(p.start(), Status::Ok);
    EXPECT_EQ(p.read_line(generous()).status, Status::Eof);
    EXPECT_EQ(p.wait_exit(generous()).exit_code, 0);
    EXPECT_LE(p.stderr_text().size(), 64u);
    EXPECT_NE(p.stderr_text().find("line199\n"), std::string::npos);
}

TEST(ChildProcess, RestartSpawnsAgain) {
    ChildProcess p(make_spec({ "cat" }));
    ASSERT_EQ(p.start(), Status::Ok);
    pid_t first = p.pid();
    ASSERT_EQ(p.write_line("one"), Status::Ok);
    EXPECT_EQ(p.read_line(generous()).line, "one");
    ASSERT_EQ(p.restart(), Status::Ok);
    EXPECT_NE(p.pid(), first);
    EXPECT_TRUE(is_reaped(first));
    ASSERT_EQ(p.write_line("two"), Status::Ok);
    EXPECT_EQ(p.read_line(generous()).line, "two");
    EXPECT_NE(p.transcript().tail(50).find("# restart"), std::string::npos);
}

TEST(ChildProcess, WritingToADeadChildIsAnError) {
    ChildProcess p(sh("exec 0<&-; echo closed; sleep 5"));
    ASSERT_EQ(p.start(), Status::Ok);
    ASSERT_EQ(p.read_line(generous()).line, "closed");
    // stdin's read end is closed in the child: the write gets EPIPE, not a SIGPIPE death.
    EXPECT_EQ(p.write_line("hello"), Status::Error);
    EXPECT_FALSE(p.last_error().empty());
    ChildProcess q(sh("exit 0"));
    ASSERT_EQ(q.start(), Status::Ok);
    EXPECT_EQ(q.wait_exit(generous()).exit_code, 0);
    EXPECT_EQ(q.write_line("anyone?"), Status::Error);
}

TEST(ChildProcess, KillEndsTheWholeProcessGroup) {
    ChildProcess p(sh("sleep 100 & echo $!; wait"));
    ASSERT_EQ(p.start(), Status::Ok);
    auto r = p.read_line(generous());
    ASSERT_EQ(r.status, Status::Ok);
    pid_t grandchild = pid_t(std::stol(r.line));
    ASSERT_FALSE(is_gone(grandchild));
    p.kill();
    EXPECT_TRUE(becomes_gone(grandchild, 1s));
}

TEST(ChildProcess, LeftoversOfAnExitedChildAreKilled) {
    ChildProcess p(sh("sleep 100 & echo $!"));
    ASSERT_EQ(p.start(), Status::Ok);
    auto r = p.read_line(generous());
    ASSERT_EQ(r.status, Status::Ok);
    pid_t grandchild = pid_t(std::stol(r.line));
    EXPECT_EQ(p.wait_exit(generous()).exit_code, 0);
    EXPECT_TRUE(becomes_gone(grandchild, 1s));
    EXPECT_EQ(p.read_line(generous()).status, Status::Eof); // its copy of stdout is closed too
}

TEST(ChildProcess, DestructorLeavesNoZombie) {
    pid_t pid;
    {
        ChildProcess p(make_spec({ "sleep", "100" }));
        ASSERT_EQ(p.start(), Status::Ok);
        pid = p.pid();
    }
    EXPECT_TRUE(is_reaped(pid));
    EXPECT_NE(::kill(pid, 0), 0);
}

TEST(ChildProcess, WorkingDirAndEnvironment) {
    ProcessSpec spec = sh("pwd; echo \"$ARBITER_TEST_VAR\"");
    spec.working_dir = "/tmp";
    spec.env         = { { "ARBITER_TEST_VAR", "hello there" } };
    ChildProcess p(spec);
    ASSERT_EQ(p.start(), Status::Ok);
    EXPECT_EQ(p.read_line(generous()).line, "/tmp");
    EXPECT_EQ(p.read_line(generous()).line, "hello there");
}

TEST(ChildProcess, MissingProgramFailsToStart) {
    ChildProcess p(make_spec({ "/nonexistent/engine" }));
    EXPECT_EQ(p.start(), Status::Error);
    EXPECT_NE(p.last_error().find("/nonexistent/engine"), std::string::npos);
    EXPECT_FALSE(p.is_alive());
    EXPECT_EQ(p.write_line("uci"), Status::Error);
    EXPECT_EQ(p.read_line(generous()).status, Status::Error);
}

TEST(ChildProcess, UnterminatedLastLineAndCrlf) {
    ChildProcess p(sh("printf 'a\\r\\nb'"));
    ASSERT_EQ(p.start(), Status::Ok);
    EXPECT_EQ(p.read_line(generous()).line, "a");
    auto b = p.read_line(generous());
    EXPECT_EQ(b.status, Status::Ok);
    EXPECT_EQ(b.line, "b");
    EXPECT_EQ(p.read_line(generous()).status, Status::Eof);
}

TEST(ChildProcess, WorksThroughTheTransportInterface) {
    ChildProcess   p(make_spec({ "cat" }));
    LineTransport& t = p;
    ASSERT_EQ(p.start(), Status::Ok);
    ASSERT_EQ(t.write_line("ping 1"), Status::Ok);
    EXPECT_EQ(t.read_line(generous()).line, "ping 1");
}

TEST(ChildProcess, ReadDeadlineHoldsAgainstAFloodOfOutput) {
    ChildProcess p(make_spec({ "yes", "info depth 1 score cp 0 pv e2e4" }));
    ASSERT_EQ(p.start(), Status::Ok);
    // An adapter loop waiting for a line that never comes: it must end at the deadline.
    Deadline    deadline = Clock::now() + 200ms;
    ReadResult  r;
    std::size_t lines = 0;
    do {
        r = p.read_line(deadline);
        ++lines;
    } while (r.status == Status::Ok);
    EXPECT_EQ(r.status, Status::Timeout);
    EXPECT_GT(lines, 1u);
    EXPECT_LE(p.transcript().bytes(), Transcript::DefaultMaxBytes + Transcript::MaxEntryBytes);
}

TEST(ChildProcess, ExitIsSeenWhileAGrandchildHoldsStdout) {
    // The background sleep keeps the stdout pipe open long after its parent has exited.
    ChildProcess p(sh("sleep 1000 & echo started; exit 3"));
    ASSERT_EQ(p.start(), Status::Ok);
    EXPECT_EQ(p.read_line(generous()).line, "started");
    EXPECT_EQ(p.read_line(generous()).status, Status::Eof);
    ExitInfo e = p.wait_exit(generous());
    EXPECT_EQ(e.exit_code, 3);
}

TEST(ChildProcess, KillEndsADescendantThatLeftTheProcessGroup) {
    // setsid puts the sleep in a session of its own, out of reach of the group kill.
    ChildProcess p(sh("setsid sleep 1000 </dev/null >/dev/null 2>&1 & echo $!; exec cat"));
    ASSERT_EQ(p.start(), Status::Ok);
    auto line = p.read_line(generous());
    ASSERT_EQ(line.status, Status::Ok);
    pid_t escaped = pid_t(std::stol(line.line));
    ASSERT_FALSE(is_gone(escaped));
    // The escaped process carries the engine's tag (polled: a process in the middle of exec
    // does not show its environment).
    auto is_tagged = [&] {
        auto t = tagged_processes(p.tag());
        return std::find(t.begin(), t.end(), escaped) != t.end();
    };
    bool tagged = false;
    for (int i = 0; i < 500 && !(tagged = is_tagged()); ++i) std::this_thread::sleep_for(2ms);
    EXPECT_TRUE(tagged);
    p.kill();
    EXPECT_TRUE(becomes_gone(escaped, 5s));
}

TEST(ChildProcess, KillEndsADescendantThatClearedItsEnvironmentAndLeftTheSession) {
    // `env -i` drops the tag, setsid the group and session: only its ancestry (the shell's
    // child) links it to the engine. Before, it outlived the kill.
    ChildProcess p(sh("env -i setsid sleep 1000 </dev/null >/dev/null 2>&1 & echo $!; exec cat"));
    ASSERT_EQ(p.start(), Status::Ok);
    auto line = p.read_line(generous());
    ASSERT_EQ(line.status, Status::Ok);
    pid_t escaped = pid_t(std::stol(line.line));
    ASSERT_FALSE(is_gone(escaped));
    // Wait until it is the sleep (exec done): then it has no tag.
    for (int i = 0; i < 500; ++i) {
        std::ifstream comm("/proc/" + std::to_string(escaped) + "/comm");
        std::string   name;
        if (std::getline(comm, name) && name == "sleep") break;
        std::this_thread::sleep_for(2ms);
    }
    auto t = tagged_processes(p.tag());
    EXPECT_EQ(std::find(t.begin(), t.end(), escaped), t.end());
    auto tree = descendants_of(p.pid());
    EXPECT_NE(std::find(tree.begin(), tree.end(), escaped), tree.end());
    p.kill();
    EXPECT_TRUE(becomes_gone(escaped, 5s));
}

TEST(ChildProcess, KillCatchesDescendantsSpawnedWhileItScans) {
    // An engine that keeps starting escaped processes (setsid, so out of the group): each
    // spends a moment in exec, when its environment cannot be read. Whatever the timing,
    // nothing tagged survives the kill.
    ChildProcess p(sh("echo go; while :; do setsid sleep 1000 </dev/null >/dev/null 2>&1 & done"));
    ASSERT_EQ(p.start(), Status::Ok);
    EXPECT_EQ(p.read_line(generous()).line, "go");
    for (int i = 0; i < 500 && tagged_processes(p.tag()).size() < 20; ++i)
        std::this_thread::sleep_for(2ms);
    const std::string tag = p.tag();
    p.kill();
    EXPECT_TRUE(tagged_processes(tag).empty());
}

TEST(ChildProcess, EnginesTagTheirEnvironment) {
    ChildProcess p(sh(std::string("echo $") + EngineTagVariable));
    ASSERT_EQ(p.start(), Status::Ok);
    auto line = p.read_line(generous());
    EXPECT_EQ(line.status, Status::Ok);
    EXPECT_EQ(line.line.rfind(std::to_string(::getpid()) + ".", 0), 0u) << line.line;
}

} // namespace
} // namespace harness::process
