#include "perft_run.h"

#include "harness/process/interrupt.h"
#include "harness/run/worker_engine.h"

#include <map>
#include <memory>
#include <mutex>

namespace harness::perft {

std::string job_key(const PerftJob& job) { return job.id + " depth " + std::to_string(job.depth); }

namespace {

// UCI has no formal perft and UCCI/xboard engines differ: ask a separate session for "perft 1"
// from the start position, with the ping deadline. An engine that refuses, answers with a
// search, or stays silent while it can search (an infinite search: Toga) has no perft — one clear
// error instead of a fault (or a long timeout) on every position. A crash or start failure is left
// to the workers, which report it as such.
std::optional<std::string> probe_perft(const PerftConfig& config, const game::Rules& rules) {
    protocol::Timeouts timeouts = config.timeouts;
    timeouts.perft              = std::min(timeouts.perft, timeouts.ping);
    session::EngineSession probe(config.engine, timeouts);
    if (!probe.start()) return std::nullopt;
    auto r = probe.request([&](protocol::EngineAdapter& a) {
        a.set_position(rules.start_fen(), {});
        return a.perft(1);
    });
    if (r) return std::nullopt;
    const auto kind = r.error().kind;
    if (kind == protocol::Fault::Kind::Timeout) {
        // Silent: an engine that searches "go perft 1" forever, or one that hangs on every go?
        // Only the first has no perft; the second's hangs are results of each position.
        protocol::Limits depth1;
        depth1.depth  = 1;
        auto searched = probe.request([&](protocol::EngineAdapter& a) {
            a.set_position(rules.start_fen(), {});
            return a.go(depth1);
        });
        if (!searched) return std::nullopt;
    } else if (kind != protocol::Fault::Kind::Malformed) {
        return std::nullopt;
    }
    return "engine " + config.engine.name + " has no perft command ("
        + protocol::to_string(config.engine.proto) + "): " + r.error().detail;
}

} // namespace

PerftRun run_perft(const PerftConfig& config) {
    PerftRun                                  out;
    std::map<std::string, const PerftRecord*> previous;
    for (const auto& r : config.previous) previous[job_key(r.job)] = &r;
    std::vector<std::size_t> todo;
    for (std::size_t i = 0; i < config.jobs.size(); ++i)
        if (!previous.count(job_key(config.jobs[i]))) todo.push_back(i);

    const game::Rules& rules = *config.engine.variant;
    if (!todo.empty())
        if (auto why = probe_perft(config, rules)) {
            out.error = run::WorkerError { run::WorkerError::Kind::Unsupported, *why };
            for (const auto& r : config.previous) out.results.push_back(r);
            return out;
        }
    std::mutex id_mutex;
    bool       have_id = false;
    // One worker: an engine session (and an oracle session), started and checked for perft.
    run::OpenWorker<PerftRecord> open
        = [&]() -> std::variant<run::Task<PerftRecord>, run::WorkerError> {
        using Kind   = run::WorkerError::Kind;
        auto started = run::start_worker_engine(config.engine, config.timeouts);
        if (auto* error = std::get_if<run::WorkerError>(&started)) return *error;
        auto engine = std::get<std::shared_ptr<session::EngineSession>>(started);
        if (!engine->capabilities()->perft)
            return run::WorkerError { Kind::Unsupported,
                "engine " + config.engine.name + " has no perft command ("
                    + protocol::to_string(config.engine.proto)
                    + "): perft needs an engine that answers \"go perft N\"" };
        std::shared_ptr<session::EngineSession> oracle_engine;
        DivideOracle                            oracle = reference_oracle(rules);
        if (config.oracle) {
            auto oracle_started = run::start_worker_engine(*config.oracle, config.timeouts);
            if (auto* error = std::get_if<run::WorkerError>(&oracle_started)) {
                error->message = "oracle: " + error->message;
                return *error;
            }
            oracle_engine = std::get<std::shared_ptr<session::EngineSession>>(oracle_started);
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
        return run::Task<PerftRecord>([&, engine, oracle_engine, oracle](std::size_t k) {
            return run_perft_job(*engine, rules, oracle, config.jobs[todo[k]]);
        });
    };
    std::function<void(std::size_t, const PerftRecord&)> on_result;
    if (config.on_result)
        on_result = [&](std::size_t, const PerftRecord& r) { config.on_result(r); };
    auto pool = run::run_pool<PerftRecord>(
        todo.size(), config.workers, open, on_result, [] { return process::interrupted(); });
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
