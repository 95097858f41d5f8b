#pragma once
// SearchClock: what an adapter measures around one search, from the moment its `go` is sent:
// the time to the answer (elapsed_ms) and the latency from the engine's last info line to its
// answer (info_to_bestmove_us: the engine's own overhead after its search reported its end,
// plus the pipe's).

#include "types.h"

#include "harness/process/transport.h"

#include <optional>

namespace harness::protocol {

class SearchClock {
public:
    SearchClock()
        : start_(process::Clock::now())
        , last_info_(start_) { }

    [[nodiscard]] process::Clock::time_point start() const { return start_; }
    // An info line arrived now.
    void on_info() {
        last_info_ = process::Clock::now();
        any_info_  = true;
    }
    // The answer arrived now: its times into `out`.
    void finish(SearchResult& out) const {
        using namespace std::chrono;
        const auto now = process::Clock::now();
        out.elapsed_ms = duration_cast<milliseconds>(now - start_).count();
        if (any_info_)
            out.info_to_bestmove_us = duration_cast<microseconds>(now - last_info_).count();
    }

private:
    process::Clock::time_point start_, last_info_;
    bool                       any_info_ = false;
};

} // namespace harness::protocol
