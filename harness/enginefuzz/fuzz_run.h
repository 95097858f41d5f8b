#pragma once
// A fuzz run: the corpus replayed first, then generated cases (deterministic in the seed: case
// i is make_case(category i mod |categories|, seed, i)) for a number of runs or seconds, on up
// to `jobs` engines at once. A case an oracle flags is shrunk (shrink.h; every step reruns the
// engine and must fire the same oracle), written as a reproducer and reported once per
// (kind, signal, shrunk lines); one that a second run does not reproduce is dropped (counted
// as unconfirmed). At most `shrinks_per_class` findings of one (kind, signal,
// input class) are shrunk; later ones count as occurrences of the first. Config in, findings
// out; no printing.

#include "dialect.h"
#include "fuzz_case.h"
#include "runner.h"

#include "harness/session/engine_session.h"

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace harness::enginefuzz {

struct FuzzConfig {
    session::EngineSpec          spec;
    protocol::Capabilities       features; // from a handshake (xboard setboard/usermove)
    std::vector<Category>        categories { Category::Valid, Category::Edge, Category::Invalid,
        Category::Protocol };
    std::uint64_t                seed = 1;
    std::optional<std::uint64_t> runs; // cases to run; nullopt: until `seconds`
    double                       seconds = 60;
    int                          jobs    = 1;
    RunLimits                    limits;
    int                          shrink_runs = 150; // engine runs per shrink at most
    std::chrono::seconds         shrink_time { 60 }; // and time per shrink (hangs are slow)
    int                          shrinks_per_class = 2;
    std::string                  out_dir; // reproducers; empty: none written
    std::vector<std::string>     corpus; // files replayed first
    std::function<bool()>        stop; // e.g. interrupted()
    std::function<void(const Finding&)> on_finding; // a new finding (under a lock)
};

struct FuzzRun {
    std::vector<Finding>       findings;
    std::uint64_t              cases       = 0; // generated and corpus cases run
    std::uint64_t              unconfirmed = 0; // findings a second run did not reproduce
    std::optional<std::string> start_error; // the engine could not be spawned
};

// What a handshake told about the engine, into the config: its features (xboard setboard,
// usermove) and, unless the spec says, its xiangqi ranks.
void adopt_capabilities(FuzzConfig& config, const protocol::Capabilities& caps);

[[nodiscard]] Dialect dialect_of(
    const session::EngineSpec& spec, const protocol::Capabilities& features = {});
[[nodiscard]] process::ProcessSpec process_spec_of(const session::EngineSpec& spec);

[[nodiscard]] FuzzRun run_fuzz(const FuzzConfig& config);

// One case, shrunk when an oracle fires (also for --replay). Returns nullopt when nothing
// fired; a start failure is in `start_error`.
[[nodiscard]] std::optional<Finding> fuzz_one(const FuzzConfig& config, const Dialect& d,
    const Case& c, std::uint64_t index, bool shrink_it, std::string& start_error);

// Shrink a finding's original lines while the same oracle fires; the shrunk case's verdict.
// nullopt when a second run of the original does not fire the same oracle (a flake).
[[nodiscard]] std::optional<Finding> shrink_finding(
    const FuzzConfig& config, const Dialect& d, Finding f);

} // namespace harness::enginefuzz
