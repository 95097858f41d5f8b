#include "descendants.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <chrono>
#include <csignal>
#include <dirent.h>
#include <fstream>
#include <iterator>
#include <mutex>
#include <sstream>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace harness::process {

namespace {

// Numeric entries of /proc.
std::vector<pid_t> all_pids() {
    std::vector<pid_t> pids;
    DIR*               dir = ::opendir("/proc");
    if (!dir) return pids;
    while (dirent* e = ::readdir(dir)) {
        const char* name = e->d_name;
        if (!std::isdigit(static_cast<unsigned char>(name[0]))) continue;
        pids.push_back(pid_t(std::strtol(name, nullptr, 10)));
    }
    ::closedir(dir);
    return pids;
}

// Parent pid and state letter from /proc/<pid>/stat ("pid (comm) S ppid ..."); comm may hold
// spaces, parentheses and line breaks, so the whole file is read and parsed after the last ')'.
// Read through the istream (getline up to a NUL the file never holds), never a streambuf
// iterator: a process that ends between the open and the read makes read() fail (ESRCH), which
// libstdc++'s filebuf throws through an iterator (it aborted an `arbiter fuzz` run) and an
// istream operation turns into a failed read.
bool read_stat(pid_t pid, pid_t& ppid, char& state) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
    std::string   text;
    if (!std::getline(in, text, '\0')) return false;
    auto close = text.rfind(')');
    if (close == std::string::npos) return false;
    std::istringstream rest(text.substr(close + 1));
    long               parent = 0;
    if (!(rest >> state >> parent)) return false;
    ppid = pid_t(parent);
    return true;
}

bool has_tag(pid_t pid, const std::string& entry) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/environ", std::ios::binary);
    if (!in) return false;
    std::string item;
    while (std::getline(in, item, '\0'))
        if (item == entry) return true;
    return false;
}

std::vector<pid_t> adopted(const std::vector<pid_t>& own, bool running) {
    std::vector<pid_t> out;
    pid_t              self = ::getpid();
    for (pid_t pid : all_pids()) {
        pid_t ppid  = 0;
        char  state = '?';
        if (!read_stat(pid, ppid, state) || ppid != self) continue;
        if (std::find(own.begin(), own.end(), pid) != own.end()) continue;
        bool ended = state == 'Z' || state == 'X';
        if (ended != running) out.push_back(pid);
    }
    return out;
}

} // namespace

std::string make_engine_tag() {
    static std::atomic<unsigned> counter { 0 };
    return std::to_string(::getpid()) + "." + std::to_string(++counter);
}

void become_subreaper() {
    static std::once_flag once;
    std::call_once(once, [] { (void)::prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); });
}

std::vector<pid_t> tagged_processes(const std::string& tag) {
    std::vector<pid_t> out;
    std::string        entry = std::string(EngineTagVariable) + "=" + tag;
    pid_t              self  = ::getpid();
    for (pid_t pid : all_pids())
        if (pid != self && has_tag(pid, entry)) out.push_back(pid);
    return out;
}

std::size_t kill_tagged(const std::string& tag) {
    // A process caught in the middle of exec (or just forked by one being killed) does not show
    // its environment yet: scan again after a pause, for as long as scans find processes (at
    // most 8 rounds), and at least twice.
    std::size_t killed = 0;
    for (int round = 0; round < 8; ++round) {
        auto pids = tagged_processes(tag);
        for (pid_t pid : pids) ::kill(pid, SIGKILL);
        killed += pids.size();
        if (pids.empty() && round > 0) break;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    return killed;
}

std::vector<pid_t> descendants_of(pid_t root) {
    std::vector<std::pair<pid_t, pid_t>> parent_of; // (ppid, pid) of every running process
    for (pid_t pid : all_pids()) {
        pid_t ppid  = 0;
        char  state = '?';
        if (read_stat(pid, ppid, state) && state != 'Z' && state != 'X')
            parent_of.emplace_back(ppid, pid);
    }
    std::sort(parent_of.begin(), parent_of.end());
    std::vector<pid_t> out, frontier { root };
    while (!frontier.empty()) { // breadth first; a pid is a child of one parent only
        const pid_t parent = frontier.back();
        frontier.pop_back();
        auto it = std::lower_bound(parent_of.begin(), parent_of.end(), std::pair(parent, pid_t(0)));
        for (; it != parent_of.end() && it->first == parent; ++it) {
            if (it->second == root || out.size() > 100000) continue; // no loop, bounded
            out.push_back(it->second);
            frontier.push_back(it->second);
        }
    }
    return out;
}

void reap_adopted(const std::vector<pid_t>& own) {
    for (pid_t pid : adopted(own, false)) {
        int status = 0;
        (void)::waitpid(pid, &status, WNOHANG);
    }
}

std::size_t kill_adopted(const std::vector<pid_t>& own) {
    auto pids = adopted(own, true);
    for (pid_t pid : pids) ::kill(pid, SIGKILL);
    for (pid_t pid : pids) {
        int status = 0;
        (void)::waitpid(pid, &status, 0);
    }
    reap_adopted(own);
    return pids.size();
}

} // namespace harness::process
