#pragma once
// run_pool: the worker pool every runner shares. `count` tasks are handed out in order to up to
// `workers` workers; each worker first opens its resources (typically one EngineSession, started
// and checked for the capabilities the run needs) and then runs tasks until none are left. Each
// result is passed to `on_result` one at a time (under the pool's lock: journal appends,
// progress), then stored at its index. A worker that cannot open stops; when no worker could
// open, the first error is returned and no task ran. Once `stop` says so (e.g. SIGINT), workers
// take no new task and a result finished after it is dropped: its engine was ended under it.

#include <atomic>
#include <cstddef>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <variant>
#include <vector>

namespace harness::run {

// Why a worker could not start work.
struct WorkerError {
    enum class Kind {
        StartFailed, // the engine could not be started (exit code 3)
        Unsupported, // the engine lacks a capability the run needs (exit code 4)
    };
    Kind        kind = Kind::StartFailed;
    std::string message;
};

template <class R> using Task = std::function<R(std::size_t index)>;
// Opens one worker: its task function, or why it cannot work.
template <class R> using OpenWorker = std::function<std::variant<Task<R>, WorkerError>()>;

template <class R> struct PoolRun {
    std::vector<std::optional<R>> results; // per index; nullopt when not run
    std::optional<WorkerError>    error; // set when no worker could open
};

template <class R>
PoolRun<R> run_pool(std::size_t count, int workers, const OpenWorker<R>& open,
    const std::function<void(std::size_t index, const R&)>& on_result = {},
    const std::function<bool()>&                            stop      = {}) {
    PoolRun<R>                 out;
    std::atomic<std::size_t>   next { 0 };
    std::mutex                 mutex;
    int                        opened = 0;
    std::optional<WorkerError> first_error;
    out.results.resize(count);
    auto worker = [&] {
        auto w = open();
        if (auto* e = std::get_if<WorkerError>(&w)) {
            std::lock_guard lock(mutex);
            if (!first_error) first_error = *e;
            return;
        }
        {
            std::lock_guard lock(mutex);
            ++opened;
        }
        auto& task    = std::get<Task<R>>(w);
        auto  stopped = [&] { return stop && stop(); };
        for (std::size_t i; !stopped() && (i = next++) < count;) {
            R               r = task(i);
            std::lock_guard lock(mutex);
            if (stopped()) break;
            if (on_result) on_result(i, r);
            out.results[i] = std::move(r);
        }
    };
    std::vector<std::thread> threads;
    const int n = int(std::min<std::size_t>(std::size_t(std::max(workers, 1)), count));
    for (int t = 0; t < n; ++t) threads.emplace_back(worker);
    for (auto& t : threads) t.join();
    if (opened == 0 && count > 0) out.error = first_error;
    return out;
}

} // namespace harness::run
