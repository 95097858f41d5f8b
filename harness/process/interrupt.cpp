#include "interrupt.h"

#include "descendants.h"

#include <array>
#include <atomic>
#include <csignal>
#include <map>
#include <mutex>
#include <thread>
#include <unistd.h>

namespace harness::process {

namespace {

constexpr int MaxEngines = 1024;

// Read by the signal handler: plain lock-free atomics only.
std::array<std::atomic<pid_t>, MaxEngines> groups {};
std::atomic<int>                           received { 0 };
std::atomic<int>                           wake_fd { -1 };

// Tags of the registered engines, for the watcher thread (not touched by the handler).
std::mutex                 tags_mutex;
std::map<int, std::string> tags;

void signal_all(int sig) {
    for (auto& g : groups) {
        pid_t group = g.load(std::memory_order_relaxed);
        if (group > 0) ::kill(-group, sig);
    }
}

extern "C" void on_interrupt(int sig) {
    int expected = 0;
    if (!received.compare_exchange_strong(expected, sig)) {
        signal_all(SIGKILL);
        ::_exit(128 + sig);
    }
    signal_all(SIGTERM);
    int fd = wake_fd.load();
    if (fd >= 0) {
        char byte = 1;
        (void)!::write(fd, &byte, 1);
    }
}

void watch(int fd, std::chrono::milliseconds grace) {
    char byte = 0;
    for (;;) {
        if (::read(fd, &byte, 1) <= 0) continue;
        std::this_thread::sleep_for(grace);
        signal_all(SIGKILL);
        std::lock_guard lock(tags_mutex);
        for (const auto& [handle, tag] : tags) kill_tagged(tag);
    }
}

} // namespace

int register_engine(pid_t group, const std::string& tag) {
    for (int i = 0; i < MaxEngines; ++i) {
        pid_t empty = 0;
        if (groups[std::size_t(i)].compare_exchange_strong(empty, group)) {
            std::lock_guard lock(tags_mutex);
            tags[i] = tag;
            return i;
        }
    }
    return -1;
}

void unregister_engine(int handle) {
    if (handle < 0 || handle >= MaxEngines) return;
    groups[std::size_t(handle)].store(0);
    std::lock_guard lock(tags_mutex);
    tags.erase(handle);
}

void install_interrupt_handlers(std::chrono::milliseconds grace) {
    static std::once_flag once;
    std::call_once(once, [grace] {
        int fds[2];
        if (::pipe(fds) == 0) {
            wake_fd.store(fds[1]);
            std::thread(watch, fds[0], grace).detach();
        }
        struct sigaction sa { };
        sa.sa_handler = on_interrupt;
        sigemptyset(&sa.sa_mask);
        sa.sa_flags = SA_RESTART;
        ::sigaction(SIGINT, &sa, nullptr);
        ::sigaction(SIGTERM, &sa, nullptr);
    });
}

bool interrupted() { return received.load() != 0; }
int  interrupt_signal() { return received.load(); }
int  interrupted_exit_code() { return 128 + received.load(); }
void reset_interrupted_for_testing() { received.store(0); }

} // namespace harness::process
