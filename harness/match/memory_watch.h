#pragma once
// The peak resident memory of an engine during one of its turns, as a Gomocup manager watches
// it: a thread samples the engine's process tree (session::EngineSession::resident_bytes) every
// 20 ms from construction to stop(), and once more at stop() (piskvork checks after each move).

#include "harness/session/engine_session.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <thread>

namespace harness::match {

class MemoryWatch {
public:
    // Watches `session` when `on`; otherwise does nothing.
    MemoryWatch(const session::EngineSession& session, bool on);
    ~MemoryWatch();
    MemoryWatch(const MemoryWatch&)            = delete;
    MemoryWatch& operator=(const MemoryWatch&) = delete;

    // Stops watching: the most seen (nullopt: not on, or never readable).
    std::optional<std::uint64_t> stop();

private:
    void sample();

    const session::EngineSession& session_;
    std::atomic<bool>             running_ { false };
    std::atomic<std::uint64_t>    peak_ { 0 };
    std::atomic<bool>             seen_ { false };
    std::thread                   thread_;
};

} // namespace harness::match
