#pragma once
// EngineSession: one engine as the harness uses it — its spec, its process, its protocol
// adapter — with start-up and restart after a fault. A session that cannot start reports a
// Fault (StartFailed); it never throws.

#include "harness/process/child_process.h"
#include "harness/protocol/adapter.h"
#include "harness/protocol/factory.h"

#include <memory>
#include <optional>
#include <string>
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
};

class EngineSession {
public:
    explicit EngineSession(EngineSpec spec, protocol::Timeouts timeouts = {});
    ~EngineSession();
    EngineSession(const EngineSession&)            = delete;
    EngineSession& operator=(const EngineSession&) = delete;

    // Start the process, handshake, set options. Idempotent while running.
    [[nodiscard]] protocol::Outcome<protocol::EngineId> start();
    // Kill and start again (after a crash, hang or garbage).
    [[nodiscard]] protocol::Outcome<protocol::EngineId> restart();
    // The adapter of the running engine (start() first).
    protocol::EngineAdapter& adapter() { return *adapter_; }
    [[nodiscard]] bool       running() const { return adapter_ != nullptr; }
    // Last lines of the conversation, captured stderr and, once the process has ended, how it
    // ended ("signal 11 (SIGSEGV)"), for reports.
    [[nodiscard]] std::string       transcript_tail(std::size_t lines = 30);
    [[nodiscard]] const EngineSpec& spec() const { return spec_; }
    // The running process (raw transport for compliance steps), or null.
    process::ChildProcess* process() { return process_.get(); }
    // Quit politely, then kill.
    void stop();

private:
    EngineSpec                               spec_;
    protocol::Timeouts                       timeouts_;
    std::unique_ptr<process::ChildProcess>   process_;
    std::unique_ptr<protocol::EngineAdapter> adapter_;
};

} // namespace harness::session
