#include "fuzz_run.h"

#include "generators.h"
#include "reproducer.h"
#include "shrink.h"

#include "harness/run/pool.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <mutex>
#include <tuple>

namespace harness::enginefuzz {

void adopt_capabilities(FuzzConfig& config, const protocol::Capabilities& caps) {
    if (!config.spec.ranks_1_to_10) config.spec.ranks_1_to_10 = caps.ranks_1_to_10;
    config.features = caps;
}

Dialect dialect_of(const session::EngineSpec& spec, const protocol::Capabilities& features) {
    Dialect d;
    d.proto           = spec.proto;
    d.game            = spec.variant;
    d.options         = spec.options;
    d.ranks_1_to_10   = spec.ranks_1_to_10.value_or(false);
    d.xboard_setboard = features.xboard_setboard;
    d.xboard_usermove = features.xboard_usermove;
    return d;
}

process::ProcessSpec process_spec_of(const session::EngineSpec& spec) {
    std::vector<std::string> argv { spec.cmd };
    argv.insert(argv.end(), spec.args.begin(), spec.args.end());
    auto ps                = process::make_spec(argv);
    ps.working_dir         = spec.dir;
    ps.transcript_capacity = 200;
    return ps;
}

std::optional<Finding> fuzz_one(const FuzzConfig& config, const Dialect& d, const Case& c,
    std::uint64_t index, bool shrink_it, std::string& start_error) {
    const auto ps  = process_spec_of(config.spec);
    auto       run = run_lines(ps, d, c.category, c.lines, config.limits);
    if (!run.started) {
        start_error = run.start_error;
        return std::nullopt;
    }
    if (!run.verdict) return std::nullopt;
    Finding f;
    f.verdict     = *run.verdict;
    f.category    = c.category;
    f.input_class = c.input_class;
    f.case_index  = index;
    f.original    = c.lines;
    f.shrunk      = c.lines;
    if (!shrink_it) return f;
    return shrink_finding(config, d, f);
}

std::optional<Finding> shrink_finding(const FuzzConfig& config, const Dialect& d, Finding f) {
    const auto ps       = process_spec_of(config.spec);
    const auto deadline = std::chrono::steady_clock::now() + config.shrink_time;
    auto       still    = [&](const Lines& lines) {
        if (std::chrono::steady_clock::now() > deadline) return false; // keep what we have
        auto r = run_lines(ps, d, f.category, lines, config.limits);
        return r.verdict && r.verdict->same_oracle(f.verdict);
    };
    if (!still(f.original)) return std::nullopt; // a flake (a loaded machine, a race)
    const std::size_t keep = std::min(d.kept_prefix(), f.original.size());
    const Lines       prefix(f.original.begin(), f.original.begin() + long(keep));
    auto              with_prefix = [&](const Lines& tail) {
        Lines all = prefix;
        all.insert(all.end(), tail.begin(), tail.end());
        return all;
    };
    auto s = shrink(
        Lines(f.original.begin() + long(keep), f.original.end()),
        [&](const Lines& tail) { return still(with_prefix(tail)); }, config.shrink_runs);
    f.shrunk      = with_prefix(s.lines);
    f.shrink_runs = s.runs;
    // The shrunk case's own transcript and detail.
    if (auto r = run_lines(ps, d, f.category, f.shrunk, config.limits);
        r.verdict && r.verdict->same_oracle(f.verdict))
        f.verdict = *r.verdict;
    return f;
}

namespace {

// The i-th case of a run, with its index: the corpus first, then generated ones.
std::pair<Case, std::uint64_t> case_at(
    const FuzzConfig& config, const Dialect& d, std::uint64_t i) {
    if (i < config.corpus.size()) {
        auto lines = read_reproducer(config.corpus[i]);
        return { { Category::Corpus, "corpus/" + config.corpus[i],
                     lines ? *lines : std::vector<std::string> {} },
            i };
    }
    const auto g = i - config.corpus.size();
    return { make_case(d, config.categories[g % config.categories.size()], config.seed, g), g };
}

// A run's findings as the workers report them: one per reproducer, grouped by class (verdict
// kind, signature, input class). Every member locks; the run reads `out` after the workers end.
class FindingTable {
public:
    FindingTable(const FuzzConfig& config, FuzzRun& out)
        : config_(config)
        , out_(out) { }

    bool shrink_wanted(const Finding& f) {
        std::lock_guard lock(mutex_);
        auto&           v = by_class_[{ f.verdict.kind, f.verdict.signature, f.input_class }];
        return int(v.size()) < config_.shrinks_per_class;
    }

    void record(Finding f) {
        std::lock_guard lock(mutex_);
        auto            key   = std::make_tuple(f.verdict.kind, f.verdict.signature, f.input_class);
        auto&           group = by_class_[key];
        if (f.shrink_runs == 0 && !group.empty() && f.shrunk == f.original) {
            ++out_.findings[group.front()].occurrences; // not shrunk: counted with its class
            return;
        }
        const std::string name = reproducer_name(f.verdict, f.shrunk);
        if (auto it = by_repro_.find(name); it != by_repro_.end()) {
            count_again(out_.findings[it->second], f.input_class);
            return;
        }
        f.input_classes = { f.input_class };
        if (!config_.out_dir.empty())
            if (auto p = write_reproducer(config_.out_dir, name, f.shrunk)) f.reproducer = *p;
        by_repro_[name] = out_.findings.size();
        group.push_back(out_.findings.size());
        out_.findings.push_back(f);
        if (config_.on_finding) config_.on_finding(out_.findings.back());
    }

    void count_unconfirmed() {
        std::lock_guard lock(mutex_);
        ++out_.unconfirmed;
    }

    void set_start_error(const std::string& error) {
        std::lock_guard lock(mutex_);
        start_error_ = error;
    }
    const std::string& start_error() const { return start_error_; }

private:
    static void count_again(Finding& seen, const std::string& input_class) {
        ++seen.occurrences;
        if (std::find(seen.input_classes.begin(), seen.input_classes.end(), input_class)
            == seen.input_classes.end())
            seen.input_classes.push_back(input_class);
    }

    const FuzzConfig&                                                                     config_;
    FuzzRun&                                                                              out_;
    std::mutex                                                                            mutex_;
    std::map<std::string, std::size_t>                                                    by_repro_;
    std::map<std::tuple<std::string, std::string, std::string>, std::vector<std::size_t>> by_class_;
    std::string start_error_;
};

// Runs case i, shrinks a finding while its class wants more, and records it: 1 when the case
// ran, 0 when the engine did not start.
int fuzz_case(const FuzzConfig& config, const Dialect& d, FindingTable& findings, std::uint64_t i) {
    auto [c, index] = case_at(config, d, i);
    std::string err;
    auto        f = fuzz_one(config, d, c, index, false, err);
    if (!err.empty()) {
        findings.set_start_error(err);
        return 0;
    }
    if (f && findings.shrink_wanted(*f)) {
        f = shrink_finding(config, d, *f);
        if (!f) findings.count_unconfirmed();
    }
    if (f) findings.record(*f);
    return 1;
}

} // namespace

FuzzRun run_fuzz(const FuzzConfig& config) {
    FuzzRun      out;
    const auto   d = dialect_of(config.spec, config.features);
    FindingTable findings(config, out);

    const auto started  = std::chrono::steady_clock::now();
    auto       time_out = [&] {
        if (config.stop && config.stop()) return true;
        if (config.runs) return false;
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count()
            >= config.seconds;
    };
    const std::uint64_t total = config.runs ? *config.runs + config.corpus.size() : ~0ULL;
    const int           jobs  = std::max(config.jobs, 1);
    for (std::uint64_t next = 0; next < total && !time_out();) {
        const std::uint64_t  batch = std::min<std::uint64_t>(total - next, std::uint64_t(jobs) * 4);
        run::OpenWorker<int> open  = [&]() -> std::variant<run::Task<int>, run::WorkerError> {
            return run::Task<int>([&, next](std::size_t k) {
                return time_out() ? 0 : fuzz_case(config, d, findings, next + k);
            });
        };
        auto pool = run::run_pool<int>(std::size_t(batch), jobs, open, {}, config.stop);
        for (const auto& r : pool.results) out.cases += r.value_or(0);
        next += batch;
        if (!findings.start_error().empty()) {
            out.start_error = findings.start_error();
            break;
        }
    }
    return out;
}

} // namespace harness::enginefuzz
