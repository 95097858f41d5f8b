#pragma once
// A worker's engine (pool.h: one engine session per worker), started, or the WorkerError that
// says why not: StartFailed with the fault and the engine's last lines.

#include "harness/run/pool.h"
#include "harness/session/engine_session.h"

#include <memory>
#include <variant>

namespace harness::run {

using WorkerEngine = std::variant<std::shared_ptr<session::EngineSession>, WorkerError>;

[[nodiscard]] WorkerEngine start_worker_engine(
    const session::EngineSpec& spec, const protocol::Timeouts& timeouts);

} // namespace harness::run
