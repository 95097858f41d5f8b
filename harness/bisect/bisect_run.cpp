#include "harness/bisect/bisect_run.h"
#include "harness/input/json_text.h"

#include "harness/run/journal.h"
#include "harness/run/run_identity.h"

#include <chrono>
#include <filesystem>

namespace harness::bisect {

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t) {
    return std::chrono::duration<double>(Clock::now() - t).count();
}

// The bisection as run::run_identity reads a run: its range (resolved to commits), how each
// revision is built and the criterion with its inputs and error budget.
nlohmann::json bisection_identity(const BisectInputs& in, const std::vector<Commit>& chain) {
    const auto& c = in.criterion;
    return run::run_identity({ { "command", "bisect" }, { "game", c.variant.name() },
        { "config",
            { { "good", chain.front().sha }, { "bad", chain.back().sha },
                { "first_parent", in.first_parent }, { "criterion", to_string(c.kind) },
                { "target", in.build.target }, { "build", in.build.build_command },
                { "positions", c.positions }, { "replay", c.replay },
                { "total_error", in.total_error } } } });
}

class Bisection {
public:
    // `journal`: where each judged revision is appended (nullptr: none).
    Bisection(const BisectInputs& in, BisectRun& run, run::Journal* journal)
        : in_(in)
        , run_(run)
        , journal_(journal) { }

    // The revisions the journal already judged.
    void adopt(const std::vector<nlohmann::json>& records) {
        for (const auto& r : records) {
            auto step = step_from_json(r);
            if (!step || step->index >= run_.chain.size()
                || run_.chain[step->index].sha != step->sha)
                continue;
            step->resumed = true;
            decisions_ += step->rate.has_value();
            record(*step);
        }
    }

    // The criterion for the next probe: bench compares with the good revision's signature,
    // measured once at the good end (and read back from the journal when resumed), so that each
    // later step runs one bench, not two.
    [[nodiscard]] CriterionConfig criterion() const {
        auto c = in_.criterion;
        if (c.kind != Criterion::Bench || c.bench_expect) return c;
        if (message_bench_) {
            c.bench_expect = message_bench_;
            return c;
        }
        const auto* good = run_.step_at(0);
        if (!good || good->mark != Mark::Good) return c;
        c.bench_expect = good_bench_signature(good->data);
        return c;
    }

    // The good commit's "Bench: N" (--expect message), the signature every step is held to.
    void expect_bench(std::uint64_t n) { message_bench_ = n; }

    // Judge chain index `i` (built unless the journal has it); nullopt when interrupted.
    std::optional<Mark> judge(std::size_t i) {
        if (const auto* done = run_.step_at(i)) return done->mark;
        BisectStep step;
        step.index   = i;
        step.sha     = run_.chain[i].sha;
        step.subject = run_.chain[i].subject;
        if (in_.on_step) in_.on_step(step, false);
        if (i != 0 && !good_) { // resumed: the good end's engine (its build is cached)
            BisectStep good;
            if (!engine_at(0, good)) return finish_good_failed(std::move(step), good);
        }
        auto engine = engine_at(i, step);
        // A build cut by SIGINT or SIGTERM says nothing of the revision: not journaled, built
        // again on --resume.
        if (!engine && in_.stop && in_.stop()) return std::nullopt;
        if (!engine) return finish(std::move(step));
        ProbeContext context;
        context.stop        = in_.stop;
        context.on_progress = in_.on_progress;
        if (is_noisy(in_.criterion.kind) && i != 0) { // the good end is the reference
            context.rate = decision_rate(in_.total_error, run_.planned, decisions_++);
            step.rate    = context.rate;
            if (!in_.replay_dir.empty())
                context.replay_dir
                    = (std::filesystem::path(in_.replay_dir) / step.sha.substr(0, 12)).string();
        }
        const auto started = Clock::now();
        Probe      p;
        if (is_noisy(in_.criterion.kind) && i == 0) {
            p.mark   = Mark::Good;
            p.reason = "the reference every revision is measured against";
        } else {
            p = in_.probe_with ? in_.probe_with(*good_, *engine, context)
                               : probe(criterion(), *good_, *engine, context);
        }
        step.judge_seconds = seconds_since(started);
        if (in_.stop && in_.stop()) return std::nullopt;
        step.mark     = p.mark;
        step.reason   = p.reason;
        step.data     = std::move(p.data);
        step.crashes  = p.crashes;
        step.timeouts = p.timeouts;
        return finish(std::move(step));
    }

private:
    // The engine of chain index `i`, built; nullopt (the step skipped) when the build failed.
    std::optional<gate::GateEngine> engine_at(std::size_t i, BisectStep& step) {
        if (i == 0 && good_) return good_;
        const auto  started = Clock::now();
        const auto& sha     = run_.chain[i].sha;
        auto built = in_.build_with ? in_.build_with(sha) : gate::build_engine(in_.build, sha);
        step.build_seconds = seconds_since(started);
        step.build_log     = built.build.log.string();
        ++run_.builds;
        if (!built.engine) {
            ++run_.failed_builds;
            step.build_failed = true;
            step.mark         = Mark::Skip;
            step.reason       = "does not build: " + built.build.failure();
            return std::nullopt;
        }
        gate::GateEngine e    = *built.engine;
        auto             spec = in_.engine;
        spec.cmd              = e.spec.cmd;
        spec.name             = e.spec.name;
        e.spec                = spec;
        e.tc                  = in_.tc;
        if (i == 0) good_ = e;
        return e;
    }

    // The good end's build failed when it was needed again (resumed): the step is skipped.
    Mark finish_good_failed(BisectStep step, const BisectStep& good) {
        step.mark   = Mark::Skip;
        step.reason = "the good revision's engine is not there: " + good.reason;
        return finish(std::move(step));
    }

    Mark finish(BisectStep step) {
        if (journal_) journal_->append(to_json(step));
        if (in_.on_step) in_.on_step(step, true);
        return record(std::move(step));
    }

    Mark record(BisectStep step) {
        const Mark m           = step.mark;
        run_.marks[step.index] = m;
        run_.steps.push_back(std::move(step));
        return m;
    }

    const BisectInputs&             in_;
    BisectRun&                      run_;
    run::Journal*                   journal_;
    std::optional<gate::GateEngine> good_;
    std::optional<std::uint64_t>    message_bench_; // expect_bench()
    int                             decisions_ = 0;
};

} // namespace

const char* to_string(BisectEnd e) {
    switch (e) {
    case BisectEnd::Found:
        return "found";
    case BisectEnd::EndsWrong:
        return "ends-wrong";
    case BisectEnd::BadRange:
        return "bad-range";
    case BisectEnd::Unusable:
        return "unusable";
    case BisectEnd::Interrupted:
        return "interrupted";
    }
    return "unusable";
}

const BisectStep* BisectRun::step_at(std::size_t i) const {
    for (const auto& s : steps)
        if (s.index == i) return &s;
    return nullptr;
}

BisectRun run_bisect(const BisectInputs& in) {
    const auto started = Clock::now();
    BisectRun  run;
    auto       done = [&](BisectEnd end, std::string message) {
        run.end     = end;
        run.message = std::move(message);
        run.seconds = seconds_since(started);
        return run;
    };
    auto chain = commit_chain(in.build.repo, in.good, in.bad, in.first_parent);
    if (!chain) return done(BisectEnd::BadRange, chain.error());
    run.chain   = *chain;
    run.marks   = std::vector<Mark>(run.chain.size(), Mark::Untested);
    run.planned = planned_decisions(run.chain.size());
    std::optional<run::Journal> journal;
    if (!in.journal.empty()) {
        auto opened = run::Journal::open(in.journal, in.resume, bisection_identity(in, run.chain));
        if (!opened) return done(BisectEnd::BadRange, opened.error().message);
        journal.emplace(std::move(*opened));
    }
    Bisection b(in, run, journal ? &*journal : nullptr);
    if (in.criterion.kind == Criterion::Bench && in.criterion.bench_expect_from_message
        && !in.criterion.bench_expect) {
        const auto n = bench_in_message(in.build.repo, run.chain.front().sha);
        if (!n)
            return done(BisectEnd::BadRange,
                "--expect message: the good commit " + run.chain.front().sha.substr(0, 12)
                    + "'s message has no 'Bench: N' line");
        b.expect_bench(*n);
    }
    if (journal) b.adopt(journal->records());
    const auto  repo    = in.build.repo;
    const auto& commits = run.chain;
    const auto  next   = in.first_parent ? NextIndex(next_index) : [&](const std::vector<Mark>& m) {
        return dag_next_index(repo, commits, m);
    };
    const auto  driven = drive(
         run.marks, [&](std::size_t i) { return b.judge(i); }, next);
    if (driven == Drive::Stopped)
        return done(BisectEnd::Interrupted, "interrupted; --resume continues");
    if (driven != Drive::Done) {
        const bool  good = driven == Drive::GoodNotGood;
        const auto* s    = run.step_at(good ? 0 : run.chain.size() - 1);
        const auto  what = std::string(good ? "the good revision " : "the bad revision ")
            + run.chain[s->index].sha.substr(0, 12);
        if (s->mark == Mark::Skip)
            return done(BisectEnd::Unusable, what + " could not be judged: " + s->reason);
        return done(BisectEnd::EndsWrong, what + (good ? " is bad: " : " is good: ") + s->reason);
    }
    run.outcome   = in.first_parent ? outcome(run.marks) : dag_outcome(repo, commits, run.marks);
    const auto& c = run.chain[run.outcome.range.first_bad];
    return done(BisectEnd::Found,
        (run.outcome.exact ? "first bad commit " : "first bad commit among the skipped ones or ")
            + c.sha.substr(0, 12) + " " + c.subject);
}

int exit_code(const BisectRun& run) {
    switch (run.end) {
    case BisectEnd::Found:
        return 0;
    case BisectEnd::EndsWrong:
        return 1;
    case BisectEnd::BadRange:
        return 2;
    case BisectEnd::Unusable:
        return 3;
    case BisectEnd::Interrupted:
        return 130;
    }
    return 3;
}

nlohmann::ordered_json to_json(const BisectStep& s) {
    nlohmann::ordered_json j = { { "index", s.index }, { "sha", s.sha }, { "subject", s.subject },
        { "mark", to_string(s.mark) }, { "reason", s.reason }, { "build_failed", s.build_failed },
        { "build_log", s.build_log }, { "build_seconds", s.build_seconds },
        { "judge_seconds", s.judge_seconds }, { "crashes", s.crashes },
        { "timeouts", s.timeouts } };
    if (s.rate) j["error_rate"] = *s.rate;
    j["numbers"] = to_json(s.data);
    return j;
}

std::optional<BisectStep> step_from_json(const nlohmann::json& j) {
    if (!j.is_object() || !j.contains("sha") || !j.contains("index") || !j.contains("mark"))
        return std::nullopt;
    try {
        BisectStep s;
        s.index = j.at("index").get<std::size_t>();
        s.sha   = j.at("sha").get<std::string>();
        auto m  = parse_mark(j.at("mark").get<std::string>());
        if (!m) return std::nullopt;
        s.mark          = *m;
        s.subject       = j.value("subject", "");
        s.reason        = j.value("reason", "");
        s.build_failed  = j.value("build_failed", false);
        s.build_log     = j.value("build_log", "");
        s.build_seconds = j.value("build_seconds", 0.0);
        s.judge_seconds = j.value("judge_seconds", 0.0);
        s.crashes       = j.value("crashes", 0);
        s.timeouts      = j.value("timeouts", 0);
        if (j.contains("error_rate")) s.rate = j.at("error_rate").get<double>();
        if (j.contains("numbers"))
            s.data = JournaledData { input::valid_ordered_json(j.at("numbers")) };
        return s;
    } catch (const nlohmann::json::exception&) {
        return std::nullopt;
    }
}

} // namespace harness::bisect
