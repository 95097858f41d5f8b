#include "harness/tune/tune_run.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <thread>

namespace harness::tune {

namespace {

using Clock = std::chrono::steady_clock;

std::vector<std::int64_t> rounded(const std::vector<double>& x) {
    std::vector<std::int64_t> out;
    for (double v : x) out.push_back(std::int64_t(std::llround(v)));
    return out;
}

// The spec with each parameter set to its value (replacing an option of that name).
session::EngineSpec with_values(session::EngineSpec spec, const std::vector<Param>& params,
    const std::vector<std::int64_t>& values) {
    for (std::size_t i = 0; i < params.size(); ++i) {
        std::erase_if(spec.options, [&](const auto& o) { return o.first == params[i].name; });
        spec.options.emplace_back(params[i].name, std::to_string(values[i]));
    }
    return spec;
}

// A match of the tune's engine with values `first` against itself with `second`.
match::MatchConfig versus(const TuneConfig& c, const std::vector<std::int64_t>& first,
    const std::vector<std::int64_t>& second, const std::string& first_name,
    const std::string& second_name) {
    auto m       = c.base;
    m.engines[1] = m.engines[0];
    for (int side = 0; side < 2; ++side) {
        auto& e     = m.engines[std::size_t(side)];
        e.spec      = with_values(e.spec, c.params, side == 0 ? first : second);
        e.spec.name = e.spec.name + " " + (side == 0 ? first_name : second_name);
    }
    m.sprt.reset();
    m.previous.clear();
    m.round_slots.reset();
    m.on_game     = {};
    m.stop        = c.stop;
    m.probe_think = std::chrono::milliseconds(0);
    return m;
}

struct PairPlay {
    PairRecord                      record;
    std::optional<run::WorkerError> error;
};

PairPlay play_pair(const TuneConfig& c, const Perturbation& p) {
    PairPlay out;
    auto&    r = out.record;
    r.k        = p.k;
    r.plus     = rounded(p.plus);
    r.minus    = rounded(p.minus);
    auto m     = versus(c, r.plus, r.minus, "plus", "minus");
    if (!c.base.openings.empty())
        m.openings = { c.base.openings[std::size_t(p.k - 1) % c.base.openings.size()] };
    m.rounds          = 1;
    m.games_per_round = 2;
    m.concurrency     = 1;
    r.opening         = match::schedule(m, 0, 0).opening;
    auto run          = match::run_match(m);
    out.error         = run.error;
    r.wins            = int(run.summary.games.wins);
    r.draws           = int(run.summary.games.draws);
    r.losses          = int(run.summary.games.losses);
    for (const auto& g : run.games)
        if (g.played.faulty) ++r.faults;
    return out;
}

// The tune's state as it goes: the pairs in, theta, the trajectory.
class Tuning {
public:
    explicit Tuning(const TuneConfig& c)
        : c_(c)
        , spsa_(c.params, c.spsa) {
        for (const auto& p : c.previous) done_[p.k] = p;
        run_.trajectory.push_back({ 0, spsa_.theta() });
    }

    TuneRun run() {
        for (int from = 1; from <= c_.spsa.iterations; from += c_.batch) {
            const int to = std::min(c_.spsa.iterations, from + c_.batch - 1);
            if (!batch(from, to)) return finish();
        }
        run_.end = TuneEnd::NotVerified;
        if (c_.verify && c_.shard.index == 1) verify();
        return finish();
    }

private:
    const TuneConfig&         c_;
    Spsa                      spsa_;
    std::map<int, PairRecord> done_;
    TuneRun                   run_;

    [[nodiscard]] bool stopped() const { return c_.stop && c_.stop(); }

    bool fail(TuneEnd end, std::string message) {
        run_.end     = end;
        run_.message = std::move(message);
        return false;
    }

    // Iterations [from, to] from the current theta: this shard's played, the others' awaited,
    // then theta moved.
    bool batch(int from, int to) {
        std::vector<Perturbation> ps;
        for (int k = from; k <= to; ++k) ps.push_back(spsa_.perturbation_at(k));
        if (!play_mine(ps) || !await_others(from, to)) return false;
        std::vector<SpsaStep> steps;
        for (const auto& p : ps) {
            const auto& r = done_.at(p.k);
            if (r.plus != rounded(p.plus) || r.minus != rounded(p.minus))
                return fail(TuneEnd::Unusable,
                    "pair " + std::to_string(p.k)
                        + " of the journals was played with other values than this tune "
                          "gives it: a journal of another tune");
            steps.push_back({ p, double(r.result()) });
        }
        spsa_.apply(steps);
        run_.trajectory.push_back({ to, spsa_.theta() });
        if (c_.on_batch) c_.on_batch(run_.trajectory.back());
        return true;
    }

    bool play_mine(const std::vector<Perturbation>& ps) {
        std::vector<const Perturbation*> todo;
        for (const auto& p : ps)
            if (shard_of(p.k, c_.shard.count) == c_.shard.index && !done_.count(p.k))
                todo.push_back(&p);
        auto open = [&]() -> std::variant<run::Task<PairPlay>, run::WorkerError> {
            return run::Task<PairPlay>([&](std::size_t i) { return play_pair(c_, *todo[i]); });
        };
        std::optional<run::WorkerError> error;
        auto                            on_result = [&](std::size_t, const PairPlay& p) {
            if (p.error) {
                error = p.error;
                return;
            }
            done_[p.record.k] = p.record;
            ++run_.played;
            if (c_.on_pair) c_.on_pair(p.record);
        };
        auto stop = [&] { return error.has_value() || stopped(); };
        (void)run::run_pool<PairPlay>(todo.size(), c_.concurrency, open, on_result, stop);
        if (error) {
            run_.error = error;
            return fail(TuneEnd::Unusable, "the engine did not start: " + error->message);
        }
        if (stopped()) return fail(TuneEnd::Interrupted, "interrupted");
        return true;
    }

    [[nodiscard]] bool complete(int from, int to) const {
        for (int k = from; k <= to; ++k)
            if (!done_.count(k)) return false;
        return true;
    }

    bool await_others(int from, int to) {
        const auto start = Clock::now();
        while (!complete(from, to)) {
            if (c_.others)
                for (auto& p : c_.others()) done_.emplace(p.k, p);
            if (complete(from, to)) break;
            if (stopped()) return fail(TuneEnd::Interrupted, "interrupted");
            if (Clock::now() - start > c_.shard_wait)
                return fail(TuneEnd::ShardWait,
                    "the other shards' pairs " + std::to_string(from) + "-" + std::to_string(to)
                        + " did not arrive in time");
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
        }
        return true;
    }

    void verify() {
        const auto&         v = *c_.verify;
        std::vector<double> start;
        for (const auto& p : c_.params) start.push_back(p.start);
        auto m = versus(c_, rounded(spsa_.theta()), rounded(start), "tuned", "start");
        for (auto& e : m.engines) e.tc = v.tc;
        m.rounds          = v.max_pairs;
        m.games_per_round = 2;
        m.concurrency     = c_.concurrency;
        m.sprt            = v.sprt;
        m.previous        = c_.verify_previous;
        m.on_game         = c_.on_verify_game;
        run_.verification = match::run_match(m);
        verdict(*run_.verification);
    }

    void verdict(const match::MatchRun& m) {
        const auto& s = m.summary;
        if (m.error) {
            run_.error = m.error;
            fail(TuneEnd::Unusable, "the verification's engine did not start: " + m.error->message);
        } else if (stopped())
            fail(TuneEnd::Interrupted, "interrupted during the verification");
        else if (s.sprt && s.sprt->verdict == stats::SprtVerdict::AcceptH1)
            run_.end = TuneEnd::Held;
        else if (s.sprt && s.sprt->verdict == stats::SprtVerdict::AcceptH0)
            run_.end = TuneEnd::Failed;
        else
            run_.end = TuneEnd::Inconclusive;
    }

    TuneRun finish() {
        run_.theta = spsa_.theta();
        for (auto& [k, p] : done_) run_.pairs.push_back(p);
        if (run_.message.empty()) run_.message = summary_line();
        return std::move(run_);
    }

    [[nodiscard]] std::string summary_line() const {
        switch (run_.end) {
        case TuneEnd::Held:
            return "the tune held: the tuned values beat the start values (SPRT H1)";
        case TuneEnd::Failed:
            return "the tune failed: the tuned values are not stronger than the start values "
                   "(SPRT H0)";
        case TuneEnd::Inconclusive:
            return "the tune is unverified: the SPRT reached no verdict within its cap";
        default:
            return "the tune ended; not verified";
        }
    }
};

} // namespace

const char* to_string(TuneEnd e) {
    switch (e) {
    case TuneEnd::Held:
        return "held";
    case TuneEnd::Failed:
        return "failed";
    case TuneEnd::Inconclusive:
        return "inconclusive";
    case TuneEnd::NotVerified:
        return "not-verified";
    case TuneEnd::Interrupted:
        return "interrupted";
    case TuneEnd::ShardWait:
        return "shard-wait";
    case TuneEnd::Unusable:
        return "unusable";
    }
    return "unusable";
}

std::vector<std::int64_t> TuneRun::values() const { return rounded(theta); }

int shard_of(int k, int shards) { return (k - 1) % std::max(shards, 1) + 1; }

TuneRun run_tune(const TuneConfig& config) { return Tuning(config).run(); }

int exit_code(const TuneRun& run) {
    switch (run.end) {
    case TuneEnd::Held:
    case TuneEnd::NotVerified:
        return 0;
    case TuneEnd::Failed:
    case TuneEnd::Inconclusive:
        return 1;
    case TuneEnd::Interrupted:
        return 130;
    case TuneEnd::ShardWait:
        return 2;
    case TuneEnd::Unusable:
        return run.error ? 3 : 2;
    }
    return 2;
}

nlohmann::ordered_json to_json(const PairRecord& p) {
    return { { "pair", p.k }, { "plus", p.plus }, { "minus", p.minus }, { "wins", p.wins },
        { "draws", p.draws }, { "losses", p.losses }, { "faults", p.faults },
        { "opening", p.opening } };
}

std::optional<PairRecord> pair_from_json(const nlohmann::json& j) {
    if (!j.is_object() || !j.contains("pair")) return std::nullopt;
    try {
        PairRecord p;
        p.k       = j.at("pair").get<int>();
        p.plus    = j.at("plus").get<std::vector<std::int64_t>>();
        p.minus   = j.at("minus").get<std::vector<std::int64_t>>();
        p.wins    = j.at("wins").get<int>();
        p.draws   = j.at("draws").get<int>();
        p.losses  = j.at("losses").get<int>();
        p.faults  = j.value("faults", 0);
        p.opening = j.value("opening", "");
        if (p.k < 1 || p.wins + p.draws + p.losses > 2 || p.wins < 0 || p.draws < 0 || p.losses < 0)
            return std::nullopt;
        return p;
    } catch (const nlohmann::json::exception&) {
        return std::nullopt;
    }
}

} // namespace harness::tune
