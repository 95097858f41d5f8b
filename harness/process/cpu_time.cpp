#include "cpu_time.h"

#include "descendants.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
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
        std::int64_t total      = 0;
        const char*  first      = line.data() + at + 6;
        const auto [end, error] = std::from_chars(first, line.data() + line.size(), total);
        if (error != std::errc {} || end == first) return std::nullopt;
        return total;
    }
    return std::nullopt;
}

CpuSpan cpu_between(const CpuTime& from, const CpuTime& to) {
    CpuSpan s;
    s.cpu_ms = std::max<std::int64_t>(0, to.on_cpu_us - from.on_cpu_us) / 1000;
    if (from.contended_us && to.contended_us)
        s.contended_ms = (*to.contended_us - *from.contended_us) / 1000;
    return s;
}

std::optional<double> cpu_share(const CpuUse& u) {
    if (u.wall_ms < MinCpuWallMs) return std::nullopt;
    return double(u.cpu_ms) / double(u.wall_ms);
}

bool starved(const CpuUse& u) {
    const auto share = cpu_share(u);
    if (!share || *share >= StarvedShare) return false;
    return !u.contended_ms || double(*u.contended_ms) >= ContendedShare * double(u.wall_ms);
}

std::string starvation_text(const CpuUse& u) {
    const auto share = cpu_share(u);
    if (!share) return {};
    const std::string contended = u.contended_ms
        ? std::to_string(int(100 * *u.contended_ms / u.wall_ms)) + "%"
        : "(not measurable)";
    char              buf[160];
    std::snprintf(buf, sizeof buf,
        "had %.0f%% of a CPU while searching on the clock (%.1f s of "
        "CPU in %.1f s), the machine's CPUs contended %s of that time",
        100 * *share, double(u.cpu_ms) / 1000, double(u.wall_ms) / 1000, contended.c_str());
    return buf;
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
