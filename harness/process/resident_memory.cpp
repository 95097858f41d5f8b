#include "resident_memory.h"

#include "descendants.h"

#include <fstream>
#include <sstream>
#include <string>

namespace harness::process {

std::optional<std::uint64_t> resident_bytes(pid_t pid) {
    if (pid <= 0) return std::nullopt;
    std::ifstream status("/proc/" + std::to_string(pid) + "/status");
    for (std::string line; std::getline(status, line);) {
        if (line.rfind("VmRSS:", 0) != 0) continue;
        std::istringstream fields(line.substr(6));
        std::uint64_t      kib = 0;
        std::string        unit;
        if (fields >> kib >> unit && unit == "kB") return kib * 1024;
        return std::nullopt;
    }
    return std::nullopt;
}

std::optional<std::uint64_t> tree_resident_bytes(pid_t pid) {
    auto total = resident_bytes(pid);
    if (!total) return std::nullopt;
    for (const pid_t child : descendants_of(pid)) *total += resident_bytes(child).value_or(0);
    return total;
}

} // namespace harness::process
