#pragma once
// The gate on an in-tree CMake engine (harness/intree): both revisions built in git worktrees
// (the release preset for steps 1-6), then step 7, coverage of the change (both revisions built
// with the coverage preset, their tests and a perft and suite slice of the engine run, the
// changed lines of the engine's sources sorted into executed and missed, each changed file's
// coverage before and after), and step 8, the instrumented run (the candidate built with the
// sanitize preset plays perft and suite slices and a few games against the base; any sanitizer
// report fails the step and is quoted; TSan too when the engine searches with threads).

#include "gate.h"

#include "harness/intree/build.h"
#include "harness/intree/coverage.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace harness::gate {

struct InTreeOptions {
    std::filesystem::path    repo;
    std::string              base_rev, candidate_rev;
    std::string              build_command; // --build CMD (empty: cmake presets)
    std::string              target = "sable"; // the engine's executable target
    std::vector<std::string> prefixes { "engine/" }; // the engine's sources (changed lines)
    std::filesystem::path    work_dir; // worktrees and logs
    std::filesystem::path    arbiter; // this executable (the coverage slice runs it)
};

struct InTreeEngines {
    std::optional<GateEngine> base, candidate; // set when both built
    std::string               error; // why not
};

// Where the in-tree builds go unless told: DIR/build/gate-worktrees (the gate's and bisect's
// builds of a commit are one).
[[nodiscard]] std::filesystem::path default_work_dir(const std::filesystem::path& repo);

// One revision's release build as an engine (named target@sha8), or why not. Builds are cached
// by commit: a worktree work_dir/<sha12> already built is reused and make finds nothing to do
// (`arbiter bisect` and the gate share them when they share the work directory).
struct EngineBuild {
    std::optional<GateEngine> engine;
    intree::BuildResult       build;
    std::string               error; // one line, when there is no engine
};
[[nodiscard]] EngineBuild build_engine(
    const InTreeOptions& options, const std::string& rev, const Deadline& deadline = {});

// Step 0: the release builds of both revisions, as the gate's two engines, each ended at
// `deadline` (the gate's time bound covers them).
[[nodiscard]] InTreeEngines build_engines(const InTreeOptions& options, const Deadline& deadline);

// Step 0, after them: the candidate's instrumented tree for steps 7 and 8 (the `instrumented`
// preset, else the coverage one), built before step 1 so that the steps' time is planned from
// what is left. Ended at the build timeout or `deadline`; a tree left unfinished is continued by
// step 7. The build's result (ok false when it did not finish).
[[nodiscard]] intree::BuildResult prebuild_instrumented(
    const InTreeOptions& options, const GateConfig& config, const Deadline& deadline);

// The lines the change touched under the engine's sources (options.prefixes), between the
// commits of the two builds; nullopt when git could not say.
[[nodiscard]] std::optional<std::size_t> changed_source_lines(
    const InTreeOptions& options, const GateEngine& base, const GateEngine& candidate);
// The files those lines are in, each once, in the diff's order; nullopt when git could not say.
[[nodiscard]] std::optional<std::vector<std::string>> changed_source_files(
    const InTreeOptions& options, const GateEngine& base, const GateEngine& candidate);

// Each build and run of the two steps is ended at `deadline` (the gate's time bound) when that
// comes before its own bound; a build ended so skips the step, with the reason. `changed_lines`
// (changed_source_lines's answer): none, and step 7 has no line to measure: it passes without
// running anything (its tree is still built, for step 8).
[[nodiscard]] StepRecord coverage_step(const InTreeOptions& options, const GateConfig& config,
    const std::vector<std::string>& games, const Deadline& deadline = {},
    std::optional<std::size_t> changed_lines = std::nullopt);
[[nodiscard]] StepRecord instrumented_step(const InTreeOptions& options, const GateConfig& config,
    const GateEngine& base, const std::vector<std::string>& games, const Deadline& deadline = {});

} // namespace harness::gate
