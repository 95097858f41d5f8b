#include "harness/run/worker_engine.h"

namespace harness::run {

WorkerEngine start_worker_engine(
    const session::EngineSpec& spec, const protocol::Timeouts& timeouts) {
    auto engine = std::make_shared<session::EngineSession>(spec, timeouts);
    if (auto s = engine->start(); !s)
        return WorkerError { WorkerError::Kind::StartFailed,
            s.error().detail + "\n" + s.error().transcript_tail };
    return engine;
}

} // namespace harness::run
