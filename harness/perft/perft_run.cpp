#include "perft_run.h"

#include <map>
#include <memory>
#include <mutex>

namespace harness::perft {

std::string job_key(const PerftJob& job) { return job.id + " depth " + std::to_string(job.depth); }

PerftRun run_perft(const PerftConfig& config) {
    PerftRun                                   out;
    std::map<std::string, const PerftOutcome*> previous;
    for (const auto& r : config.previous) previous[job_key(r.job)] = &r;
    std::vector<std::size_t> todo;
    for (std::size_t i = 0; i < config.jobs.size(); ++i)
        if (!previous.count(job_key(config.jobs[i]))) todo.push_back(i);

    auto       rules = make_rules(config.engine.variant);
    std::mutex id_mutex;
    bool       have_id = false;
    // One worker: an engine session (and an oracle session), started and checked for perft.
    run::OpenWorker<PerftOutcome> open
        = [&]() -> std::variant<run::Task<PerftOutcome>, run::WorkerError> {
        using Kind  = run::WorkerError::Kind;
        auto engine = std::make_shared<session::EngineSession>(config.engine, config.timeouts);
        if (auto s = engine->start(); !s)
            return run::WorkerError { Kind::StartFailed,
                s.fault().detail + "\n" + s.fault().transcript_tail };
        if (!engine->capabilities()->perft)
            return run::WorkerError { Kind::Unsupported,
                "engine " + config.engine.name + " has no perft command ("
                    + protocol::to_string(config.engine.proto)
                    + "): perft needs an engine that answers \"go perft N\"" };
        std::shared_ptr<session::EngineSession> oracle_engine;
        DivideOracle                            oracle = reference_oracle(*rules);
        if (config.oracle) {
            oracle_engine
                = std::make_shared<session::EngineSession>(*config.oracle, config.timeouts);
            if (auto s = oracle_engine->start(); !s)
                return run::WorkerError { Kind::StartFailed, "oracle: " + s.fault().detail };
            if (!oracle_engine->capabilities()->perft)
                return run::WorkerError { Kind::Unsupported,
                    "oracle engine " + config.oracle->name + " has no perft command ("
                        + protocol::to_string(config.oracle->proto) + ")" };
            oracle = engine_oracle(*oracle_engine);
        }
        {
            std::lock_guard lock(id_mutex);
            if (!have_id) {
                out.engine_id = engine->id();
                if (oracle_engine) out.oracle_id = oracle_engine->id();
                have_id = true;
            }
        }
        return run::Task<PerftOutcome>([&, engine, oracle_engine, oracle](std::size_t k) {
            return run_perft_job(*engine, *rules, oracle, config.jobs[todo[k]]);
        });
    };
    std::function<void(std::size_t, const PerftOutcome&)> on_result;
    if (config.on_result)
        on_result = [&](std::size_t, const PerftOutcome& r) { config.on_result(r); };
    auto pool = run::run_pool<PerftOutcome>(todo.size(), config.workers, open, on_result);
    out.error = pool.error;

    // Job order: kept results and new ones.
    std::size_t k = 0;
    for (std::size_t i = 0; i < config.jobs.size(); ++i) {
        if (auto it = previous.find(job_key(config.jobs[i])); it != previous.end()) {
            out.results.push_back(*it->second);
            continue;
        }
        if (pool.results[k]) out.results.push_back(std::move(*pool.results[k]));
        ++k;
    }
    return out;
}

} // namespace harness::perft
