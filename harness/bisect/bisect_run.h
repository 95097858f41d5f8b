#pragma once
// run_bisect: which commit first made a revision bad by a criterion (criterion.h), as a plain
// function — options in, the run out; no printing, no argv. The good and bad ends are built and
// judged first (the good end must be good, the bad end bad), then each revision the bisection
// picks (search.h) is built (harness/intree, cached by commit in the work directory) and judged
// against the good end's engine. A revision that does not build, or that the criterion cannot
// judge, is skipped with the reason. Each judged revision is appended to a journal, so an
// interrupted bisection resumes without building or judging those revisions again.

#include "harness/bisect/commits.h"
#include "harness/bisect/criterion.h"
#include "harness/bisect/search.h"
#include "harness/gate/intree_steps.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace harness::bisect {

struct BisectInputs {
    gate::InTreeOptions build; // repo, build command, target, work directory
    std::string         good, bad; // revisions
    bool                first_parent = true;
    CriterionConfig     criterion;
    session::EngineSpec engine; // protocol, options, args of every revision's engine (cmd: the
                                // build's)
    std::vector<std::string> tc; // the strength criterion's time-control tokens (gate.h)
    double total_error = 0.05; // strength: the probability that the bisection is wrong, at most
    std::string journal; // the journal's path (empty: none)
    bool        resume = false; // continue the journal's bisection
    std::string replay_dir; // strength: a folder per revision of its games' fault replays
    std::function<void(const struct BisectStep&, bool finished)> on_step; // progress
    std::function<void(const std::string&)>                      on_progress; // a match's
    std::function<bool()>                                        stop; // interrupted
    // How a revision is built and judged: empty, gate::build_engine with `build` and probe()
    // with `criterion` (a test gives its own, e.g. a simulated noisy criterion).
    std::function<gate::EngineBuild(const std::string& sha)> build_with;
    std::function<Probe(const gate::GateEngine& good, const gate::GateEngine& revision,
        const ProbeContext& context)>
        probe_with;
};

// One revision judged.
struct BisectStep {
    std::size_t           index = 0; // in the chain: 0 the good end
    std::string           sha, subject;
    Mark                  mark = Mark::Skip;
    std::string           reason; // why (a build failure: its error)
    ProbeData             data; // the criterion's evidence
    bool                  build_failed = false;
    int                   crashes = 0, timeouts = 0; // engine faults the criterion saw
    std::string           build_log; // the build's log file
    double                build_seconds = 0, judge_seconds = 0;
    std::optional<double> rate; // strength: the error rates this decision was allowed
    bool                  resumed = false; // from the journal
};

enum class BisectEnd {
    Found, // the first bad commit (exact, or one of a few skipped ones)
    EndsWrong, // the good end is not good or the bad end is not bad
    BadRange, // a revision git does not know, or good not an ancestor of bad
    Unusable, // an end that did not build or whose engine did not start
    Interrupted,
};

[[nodiscard]] const char* to_string(BisectEnd e); // "found", "ends-wrong", ...

struct BisectRun {
    std::vector<Commit>     chain; // [good, ..., bad]
    std::vector<BisectStep> steps; // in the order they were judged
    std::vector<Mark>       marks; // per chain index
    BisectVerdict           outcome; // when found
    BisectEnd               end = BisectEnd::Unusable;
    std::string             message; // one line: the result, or what went wrong
    int                     planned = 0; // decisions planned (search.h)
    int                     builds = 0, failed_builds = 0; // this run's, resumed ones not counted
    double                  seconds = 0;

    // The step that judged chain index `i` (nullptr: none).
    [[nodiscard]] const BisectStep* step_at(std::size_t i) const;
};

[[nodiscard]] BisectRun run_bisect(const BisectInputs& inputs);

// 0 found, 1 the ends are wrong (nothing to find), 2 the range is not one (a usage error),
// 3 an end could not be built or started, 130 interrupted.
[[nodiscard]] int exit_code(const BisectRun& run);

// The journal's record of a step, and back (nullopt: not a step record).
[[nodiscard]] nlohmann::ordered_json    to_json(const BisectStep& step);
[[nodiscard]] std::optional<BisectStep> step_from_json(const nlohmann::json& j);

} // namespace harness::bisect
