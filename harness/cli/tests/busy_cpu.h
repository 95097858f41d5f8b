#pragma once
// BusyCpu: three busy loops pinned to CPU 0 for as long as the object lives (tests of an engine
// starved of CPU: pin it there with taskset).

#include <sched.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <vector>

namespace arbiter_test {

class BusyCpu {
public:
    BusyCpu() {
        for (int i = 0; i < 3; ++i) {
            const pid_t pid = fork();
            if (pid == 0) {
                cpu_set_t set;
                CPU_ZERO(&set);
                CPU_SET(0, &set);
                sched_setaffinity(0, sizeof set, &set);
                volatile unsigned long n = 0;
                for (;;) n = n + 1;
            }
            pids_.push_back(pid);
        }
    }
    ~BusyCpu() {
        for (pid_t p : pids_) {
            kill(p, SIGKILL);
            waitpid(p, nullptr, 0);
        }
    }
    BusyCpu(const BusyCpu&)            = delete;
    BusyCpu& operator=(const BusyCpu&) = delete;

private:
    std::vector<pid_t> pids_;
};

} // namespace arbiter_test
