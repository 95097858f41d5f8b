#include "memory_watch.h"

#include <algorithm>
#include <chrono>

namespace harness::match {

MemoryWatch::MemoryWatch(const session::EngineSession& session, bool on)
    : session_(session) {
    if (!on) return;
    running_ = true;
    thread_  = std::thread([this] {
        while (running_) {
            sample();
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
    });
}

MemoryWatch::~MemoryWatch() { (void)stop(); }

void MemoryWatch::sample() {
    if (const auto bytes = session_.resident_bytes()) {
        peak_ = std::max(peak_.load(), *bytes);
        seen_ = true;
    }
}

std::optional<std::uint64_t> MemoryWatch::stop() {
    if (!thread_.joinable()) return seen_ ? std::optional(peak_.load()) : std::nullopt;
    running_ = false;
    thread_.join();
    sample();
    return seen_ ? std::optional(peak_.load()) : std::nullopt;
}

} // namespace harness::match
