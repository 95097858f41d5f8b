#pragma once
// EngineSession: one engine as the harness uses it — its spec, its process, its protocol
// adapter (made by protocol::make_adapter for UCI, UCCI and xboard alike) — with start-up,
// restart after a fault, and request(): the one "ask the engine; on a fault, restart it" step
// every runner uses. A session either holds a running engine or answers with a Fault
// (StartFailed, ...); it never hands out a missing adapter and never throws. The lines sent to
// the engine process are recorded (sent_lines.h) so that a fault can be replayed.

#include "recording_transport.h"
#include "sent_lines.h"

#include "harness/process/child_process.h"
#include "harness/process/cpu_time.h"
#include "harness/protocol/adapter.h"
#include "harness/protocol/factory.h"

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace harness::session {

using protocol::Protocol;

// How to run and talk to one engine (cutechess/fastchess-style `--engine cmd=... name=...`).
struct EngineSpec {
    std::string                                      name; // defaults to the command's file name
    std::string                                      cmd;
    std::vector<std::string>                         args;
    std::string                                      dir;
    Protocol                                         proto   = Protocol::Uci;
    game::Game                                       variant = game::chess();
    std::vector<std::pair<std::string, std::string>> options;
    // Xiangqi move ranks spoken by the engine: nullopt = detect, true = 1-10, false = 0-9.
    std::optional<bool> ranks_1_to_10;
    // UCCI clock values: nullopt = measured (usemillisec when offered, else a timed probe),
    // true = milliseconds, false = seconds (the spec key ucci-time=ms|s).
    std::optional<bool> ucci_millis;
    // UCCI mates scored as centipawns: this value minus plies (the spec key mate-score=N|none;
    // 0: none).
    int ucci_mate_score = protocol::UcciMateScore;
    // restart=on (cutechess): a new process for every game (begin_game ends the running one).
    bool restart_each_game = false;
    // The CPU the engine runs on (match -use-affinity); nullopt: wherever the system puts it.
    std::optional<int> cpu;
    // Every line of the engine's conversation also goes here, under its name (when not null).
    std::shared_ptr<process::EngineLog> log;
};

// A hint for an engine that answered the handshake of `proto` in another protocol's words
// (gnuchess and phalanx answer "uci" with "Invalid move: uci" or "Error (unknown command)"):
// "... try proto=xboard", or empty.
[[nodiscard]] std::string protocol_hint(protocol::Protocol proto, const std::string& transcript);

class EngineSession {
public:
    explicit EngineSession(EngineSpec spec, protocol::Timeouts timeouts = {});
    ~EngineSession();
    EngineSession(const EngineSession&)            = delete;
    EngineSession& operator=(const EngineSession&) = delete;

    // Start the process, handshake, set options. Does nothing while running (returns the id).
    [[nodiscard]] protocol::Answer<protocol::EngineId> start();
    // Kill and start again (after a crash, hang or garbage).
    [[nodiscard]] protocol::Answer<protocol::EngineId> restart();
    // Start the process and make its adapter without the handshake (for `arbiter check`, whose
    // checklist drives the handshake itself). The adapter is then adapter_unchecked().
    [[nodiscard]] protocol::Answer<protocol::Unit> open();

    // Run `fn(adapter)` on the running engine (starting it first if needed) and return its
    // Answer. A fault — including one starting the engine — is returned as is, and the engine
    // is restarted so the next request finds it running.
    template <class F> auto request(F&& fn) -> std::invoke_result_t<F&, protocol::EngineAdapter&> {
        if (!running())
            if (auto s = start(); !s) return s.error();
        auto r = fn(*adapter_);
        if (!r) {
            faulted_ = std::move(sent_); // the restart replaces the process
            (void)restart();
        }
        return r;
    }

    // A new game starts: the lines of the last game and of a faulted process are forgotten;
    // with restart=on the running process is ended, and the next request starts a new one.
    void begin_game();
    // The lines that replay this game's fault: those of the process that faulted in a
    // request() (before its restart) or, when none did, of the running process.
    [[nodiscard]] const SentLines& replay_lines() const { return faulted_ ? *faulted_ : sent_; }

    // The engine's capabilities (after a successful start()); nullopt when not running.
    [[nodiscard]] std::optional<protocol::Capabilities> capabilities() const;
    // What the engine said in its handshake (after a successful start()).
    [[nodiscard]] const protocol::EngineId& id() const { return id_; }
    [[nodiscard]] bool                      running() const { return ready_; }
    // Last lines of the conversation, captured stderr and, once the process has ended, how it
    // ended ("signal 11 (SIGSEGV)"), for reports.
    [[nodiscard]] std::string       transcript_tail(std::size_t lines = 30);
    [[nodiscard]] const EngineSpec& spec() const { return spec_; }
    // After open(): the adapter and the raw transport (compliance steps). Null otherwise.
    protocol::EngineAdapter* adapter_unchecked() { return adapter_.get(); }
    process::ChildProcess*   process() { return process_.get(); }
    // Quit politely, then kill.
    void stop();
    // The CPU time the running engine (and the processes it started) has had and waited for;
    // nullopt when not running or not readable (process/cpu_time.h).
    [[nodiscard]] std::optional<process::CpuTime> cpu_time();
    // The resident memory of the engine and the processes it started (process/resident_memory.h);
    // nullopt when not running or not readable. Safe to call from another thread during a request.
    [[nodiscard]] std::optional<std::uint64_t> resident_bytes() const;

private:
    EngineSpec                               spec_;
    protocol::Timeouts                       timeouts_;
    std::unique_ptr<process::ChildProcess>   process_;
    std::atomic<pid_t>                       pid_ { -1 }; // process_'s, for resident_bytes()
    std::optional<process::TreeCpuClock>     cpu_clock_; // of process_
    std::unique_ptr<RecordingTransport>      transport_; // over process_, under adapter_
    std::unique_ptr<protocol::EngineAdapter> adapter_;
    SentLines                                sent_; // to the current process
    std::optional<SentLines>                 faulted_; // to the process that faulted
    protocol::EngineId                       id_;
    bool                                     ready_ = false;
};

} // namespace harness::session
