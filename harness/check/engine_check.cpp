#include "engine_check.h"
#include "harness/process/resident_memory.h"

#include <algorithm>

namespace harness::check {

EngineCheck check_engine(const session::EngineSpec& spec, std::chrono::seconds timeout) {
    EngineCheck out;
    // The checklist drives the handshake itself: open the session (process + adapter) only.
    protocol::Timeouts timeouts;
    timeouts.perft     = timeout;
    timeouts.handshake = std::min<std::chrono::milliseconds>(timeouts.handshake, timeouts.perft);
    timeouts.ping      = std::min<std::chrono::milliseconds>(timeouts.ping, timeouts.perft);
    session::EngineSession engine(spec, timeouts);
    if (auto opened = engine.open(); !opened) {
        out.not_started = opened.error().detail;
        return out;
    }
    process::ChildProcess& child = *engine.process();
    ComplianceOptions      options;
    options.protocol      = spec.proto;
    options.raw           = &child;
    options.tail          = [&child] { return child.transcript().tail(40); };
    options.options       = spec.options;
    options.ranks_1_to_10 = spec.ranks_1_to_10.value_or(false);
    options.answer_timeout
        = std::min<std::chrono::milliseconds>(options.answer_timeout, timeouts.perft);
    options.memory_bytes = [&child] { return process::resident_bytes(child.pid()); };
    options.exited       = [&child] {
        return child.wait_exit(process::Clock::now() + std::chrono::seconds(3)).status
            == process::Status::Ok;
    };
    out.report = run_compliance(*engine.adapter_unchecked(), spec.variant, options);
    if (!out.report.ok())
        out.hint = session::protocol_hint(spec.proto, child.transcript().tail(40));
    return out;
}

} // namespace harness::check
