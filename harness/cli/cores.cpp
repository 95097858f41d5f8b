#include "cores.h"

#include <iostream>
#include <sched.h>
#include <thread>

namespace harness::cli {

int available_cores() {
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0) return CPU_COUNT(&set);
    const unsigned n = std::thread::hardware_concurrency();
    return n > 0 ? int(n) : 1;
}

void warn_if_oversubscribed(
    const std::string& command, int jobs, int engines, const std::string& option) {
    const int cores = available_cores();
    if (engines <= cores) return;
    std::cerr << "arbiter " << command << ": warning: " << option << " " << jobs << " runs "
              << engines << " searching engine processes on " << cores << " available core"
              << (cores == 1 ? "" : "s")
              << "; they compete for CPU (slower runs, time-limited results suffer)\n";
}

} // namespace harness::cli
