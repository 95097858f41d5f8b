#include "suite_run.h"

#include "harness/process/interrupt.h"
#include "harness/run/worker_engine.h"

#include <map>
#include <memory>
#include <mutex>

namespace harness::suite {

std::optional<std::string> missing_capability(
    const protocol::Capabilities& caps, const RunOptions& options) {
    if (!caps.any_position)
        return "setboard: it plays only from the start position, suites need any FEN";
    if (options.limits.nodes && !caps.node_limit) return "node limit (--nodes)";
    if (options.go_mate && !caps.mate_limit) return "mate search (--go-mate)";
    return std::nullopt;
}

SuiteRun run_suite(const SuiteConfig& config) {
    SuiteRun                                     out;
    std::map<std::string, const PositionRecord*> previous;
    for (const auto& r : config.previous) previous[r.id] = &r;
    std::vector<std::size_t> todo;
    for (std::size_t i = 0; i < config.positions.size(); ++i)
        if (!previous.count(config.positions[i].id)) todo.push_back(i);

    const game::Rules&              rules = *config.engine.variant;
    std::mutex                      id_mutex;
    bool                            have_id = false;
    run::OpenWorker<PositionRecord> open
        = [&]() -> std::variant<run::Task<PositionRecord>, run::WorkerError> {
        using Kind   = run::WorkerError::Kind;
        auto started = run::start_worker_engine(config.engine, config.timeouts);
        if (auto* error = std::get_if<run::WorkerError>(&started)) return *error;
        auto engine = std::get<std::shared_ptr<session::EngineSession>>(started);
        if (auto why = missing_capability(*engine->capabilities(), config.options))
            return run::WorkerError { Kind::Unsupported,
                "engine " + config.engine.name + " (" + protocol::to_string(config.engine.proto)
                    + ") has no " + *why };
        {
            std::lock_guard lock(id_mutex);
            if (!have_id) out.engine_id = engine->id();
            have_id = true;
        }
        return run::Task<PositionRecord>([&, engine](std::size_t k) {
            return run_position(*engine, rules, config.positions[todo[k]], config.options);
        });
    };
    std::function<void(std::size_t, const PositionRecord&)> on_result;
    if (config.on_result)
        on_result = [&](std::size_t, const PositionRecord& r) { config.on_result(r); };
    auto pool = run::run_pool<PositionRecord>(
        todo.size(), config.workers, open, on_result, [] { return process::interrupted(); });
    out.error = pool.error;

    std::size_t k = 0;
    out.ran.assign(config.positions.size(), false);
    for (std::size_t i = 0; i < config.positions.size(); ++i) {
        if (auto it = previous.find(config.positions[i].id); it != previous.end()) {
            out.results.push_back(*it->second);
            out.ran[i] = true;
            continue;
        }
        if (pool.results[k]) {
            out.results.push_back(std::move(*pool.results[k]));
            out.ran[i] = true;
        }
        ++k;
    }
    return out;
}

} // namespace harness::suite
