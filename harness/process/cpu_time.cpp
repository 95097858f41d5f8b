#include "cpu_time.h"

#include "descendants.h"

#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>

namespace harness::process {

std::optional<std::int64_t> cpu_time_us(pid_t pid) {
    if (pid <= 0) return std::nullopt;
    std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
    std::string   stat;
    if (!std::getline(in, stat)) return std::nullopt;
    // The command name (field 2) is in parentheses and may hold spaces: read after its end.
    const auto close = stat.rfind(')');
    if (close == std::string::npos || close + 2 > stat.size()) return std::nullopt;
    std::istringstream fields(stat.substr(close + 2));
    std::string        skip;
    for (int field = 3; field < 14; ++field) fields >> skip;
    long long utime = 0, stime = 0;
    if (!(fields >> utime >> stime)) return std::nullopt;
    static const long ticks = sysconf(_SC_CLK_TCK);
    return (utime + stime) * 1000000 / (ticks > 0 ? ticks : 100);
}

std::optional<std::int64_t> cpu_pressure_us() {
    std::ifstream in("/proc/pressure/cpu");
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("some ", 0) != 0) continue;
        const auto at = line.find("total=");
        if (at == std::string::npos) return std::nullopt;
        return std::stoll(line.substr(at + 6));
    }
    return std::nullopt;
}

std::optional<CpuTime> TreeCpuClock::now() {
    if (tree_.empty()) {
        tree_.push_back(root_);
        for (pid_t p : descendants_of(root_)) tree_.push_back(p);
    }
    auto root = cpu_time_us(root_);
    if (!root) return std::nullopt;
    CpuTime t { *root, cpu_pressure_us() };
    for (std::size_t i = 1; i < tree_.size(); ++i) t.on_cpu_us += cpu_time_us(tree_[i]).value_or(0);
    return t;
}

} // namespace harness::process
