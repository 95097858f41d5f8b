#pragma once
// Limits: what bounds one search. Every field is optional; with none set the search runs until
// MaxPly or until the stop flag is raised. Time is measured with std::chrono::steady_clock.

#include <cstdint>
#include <optional>

namespace engine::search {

struct Limits {
    std::optional<int>           depth; // iterations to complete (plies)
    std::optional<std::uint64_t> nodes; // nodes to search (search + quiescence); exact
    std::optional<std::int64_t>  movetime_ms; // hard limit: stop the search at this time
    std::optional<std::int64_t>  optimum_ms; // soft limit: start no new iteration after it
    std::optional<int>           mate; // stop once a mate in at most N moves is found
    bool infinite = false; // only the stop flag ends the search (depth/nodes/time ignored)
};

} // namespace engine::search
