#include "wire.h"

namespace harness::enginefuzz {

namespace {

using process::Clock;
using process::Status;

std::string signal_name(int sig) {
    switch (sig) {
    case 4:
        return "SIGILL";
    case 6:
        return "SIGABRT";
    case 7:
        return "SIGBUS";
    case 8:
        return "SIGFPE";
    case 9:
        return "SIGKILL";
    case 11:
        return "SIGSEGV";
    case 13:
        return "SIGPIPE";
    case 15:
        return "SIGTERM";
    default:
        return "signal " + std::to_string(sig);
    }
}

} // namespace

std::string Wire::clip(const std::string& s) { return s.size() > 60 ? s.substr(0, 60) + "..." : s; }

bool Wire::write(const std::string& line) {
    if (verdict_) return false;
    const auto w = p_.write_line(line);
    if (w == Status::Timeout) {
        set("hang", "", "did not read its input (writing '" + clip(line) + "')");
        return false;
    }
    if (w != Status::Ok) {
        ended("writing '" + clip(line) + "'");
        return false;
    }
    return true;
}

Wire::Read Wire::read(process::Deadline deadline, std::string& line) {
    auto r = p_.read_line(deadline);
    if (r.status == Status::Timeout) return Read::Timeout;
    if (r.status != Status::Ok) {
        ended("reading");
        return Read::Gone;
    }
    line = std::move(r.line);
    return Read::Line;
}

void Wire::expect_exit(process::Deadline deadline, const std::string& goodbye) {
    if (verdict_) return;
    auto e = p_.wait_exit(deadline);
    if (e.status == Status::Ok)
        exited(e);
    else
        set("hang", "", "did not exit within the deadline after '" + goodbye + "'");
}

void Wire::close(const std::string& goodbye, std::chrono::milliseconds grace) {
    if (verdict_ || !p_.is_alive()) return;
    if (!goodbye_ && p_.write_line(goodbye) != Status::Ok) return;
    auto e = p_.wait_exit(Clock::now() + grace);
    if (e.status == Status::Ok && e.signal) exited(e);
}

void Wire::set(std::string kind, std::string signature, std::string detail) {
    if (!verdict_)
        verdict_ = Verdict { std::move(kind), std::move(signature), std::move(detail), "" };
}

std::optional<Verdict> Wire::take() {
    if (!verdict_) return verdict_;
    const auto& e = p_.stderr_text();
    std::string err
        = e.empty() ? "" : "stderr: " + (e.size() > 2000 ? e.substr(e.size() - 2000) : e) + "\n";
    verdict_->transcript = p_.transcript().tail(30) + err;
    return verdict_;
}

void Wire::exited(const process::ExitInfo& e) {
    if (e.signal)
        set("crash", signal_name(*e.signal), "died by " + process::to_string(e));
    else if (!goodbye_)
        set("exit", "", "exited unasked (" + process::to_string(e) + ")");
}

void Wire::ended(const std::string& when) {
    auto e = p_.wait_exit(Clock::now() + std::chrono::seconds(2));
    if (e.status == Status::Ok)
        exited(e);
    else
        set("exit", "", "closed its output while still running (" + when + ")");
}

} // namespace harness::enginefuzz
