#pragma once
// What makes two runs the same run, for `--resume`: the command, the game, each engine (role,
// command, arguments, protocol, options), the limits and the inputs — everything in a report's
// JSON but its results, times, worker count and hang deadlines (changing -j, --timeout or
// --margin on a resume is fine; changing the engine, game, limits or suites is another run).

#include <nlohmann/json.hpp>

namespace harness::report {

// The identity of the run a JSON report (write_json's object, results optional) describes.
[[nodiscard]] nlohmann::json run_identity(const nlohmann::json& report);

} // namespace harness::report
