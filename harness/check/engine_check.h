#pragma once
// check_engine: the compliance checklist (compliance.h) run on one engine from its
// spec, as `arbiter check` and the gate's first step run it: the engine's own session, each
// search step bounded by `timeout` (a handshake and isready by at most 10 s), the protocol hint
// for an engine answering in another protocol's words.

#include "compliance.h"
#include "harness/session/engine_session.h"

#include <chrono>
#include <optional>
#include <string>

namespace harness::check {

struct EngineCheck {
    std::optional<std::string> not_started; // why the engine could not be started
    ComplianceReport           report;
    std::string                hint; // "try proto=xboard" when the handshake says so
};

[[nodiscard]] EngineCheck check_engine(
    const session::EngineSpec& spec, std::chrono::seconds timeout);

} // namespace harness::check
