#include "harness/game/status.h"

namespace harness::game {

std::string describe(const Status& status) {
    std::string out = engine::core::to_string(status.result);
    if (status.is_over()) out += std::string(" (") + engine::core::to_string(status.kind) + ")";
    return out;
}

} // namespace harness::game
