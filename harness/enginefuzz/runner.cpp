#include "runner.h"

#include "oracles.h"

#include <deque>

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

class Conversation {
public:
    Conversation(process::ChildProcess& p, const Dialect& d, Category c)
        : p_(p)
        , d_(d)
        , judged_(c == Category::Valid || c == Category::Edge)
        , moves_judged_(judged_ || c == Category::Corpus)
        , tracker_(d) { }

    // Send one line and look at what is already there. false once a verdict is in.
    bool send(const std::string& line) {
        if (d_.is_sync(line)) ++syncs_;
        if (d_.starts_search(line)) searches_.push_back(tracker_.fen());
        tracker_.on_sent(line);
        if (is_command(line, "quit")) quit_sent_ = true;
        const auto w = p_.write_line(line);
        if (w == Status::Timeout) {
            set("hang", "", "did not read its input (writing '" + clip(line) + "')");
            return false;
        }
        if (w != Status::Ok) return !ended("writing '" + clip(line) + "'");
        return read_until(Clock::now());
    }

    // Wait for every sync answer, then for the answers of the searches.
    void finish(const RunLimits& limits) {
        if (verdict_) return;
        if (quit_sent_) {
            auto e = p_.wait_exit(Clock::now() + limits.answer);
            if (e.status == Status::Ok)
                exited(e);
            else
                set("hang", "", "did not exit within the deadline after 'quit'");
            return;
        }
        auto deadline = Clock::now() + limits.answer;
        while (!verdict_ && syncs_ > 0)
            if (!read_one(deadline)) break;
        if (verdict_) return;
        if (syncs_ > 0) {
            set("hang", "",
                "no answer to a sync ('" + d_.sync(1) + "') within "
                    + std::to_string(limits.answer.count()) + " ms");
            return;
        }
        const bool must = judged_ && !searches_.empty() && searches_.front().has_value();
        deadline        = Clock::now() + (must ? limits.answer : limits.settle);
        while (!verdict_ && !searches_.empty())
            if (!read_one(deadline)) break;
        if (verdict_ || searches_.empty()) return;
        (void)p_.write_line(d_.proto == protocol::Protocol::Xboard ? "?" : "stop");
        deadline = Clock::now() + limits.grace;
        while (!verdict_ && !searches_.empty())
            if (!read_one(deadline)) break;
        if (!verdict_ && must && !searches_.empty())
            set("missing-bestmove", "",
                "no answer to a search of " + *searches_.front() + ", not even after 'stop'");
    }

    // Our own goodbye: a crash while quitting is still a crash.
    void close(const RunLimits& limits) {
        if (verdict_ || !p_.is_alive()) return;
        if (!quit_sent_ && p_.write_line("quit") != Status::Ok) return;
        auto e = p_.wait_exit(Clock::now() + limits.grace);
        if (e.status == Status::Ok && e.signal) exited(e);
    }

    std::optional<Verdict> take() {
        if (verdict_) verdict_->transcript = p_.transcript().tail(30) + stderr_tail();
        return verdict_;
    }

private:
    static std::string clip(const std::string& s) {
        return s.size() > 60 ? s.substr(0, 60) + "..." : s;
    }

    std::string stderr_tail() const {
        const auto& e = p_.stderr_text();
        if (e.empty()) return "";
        return "stderr: " + (e.size() > 2000 ? e.substr(e.size() - 2000) : e) + "\n";
    }

    void set(std::string kind, std::string signature, std::string detail) {
        if (!verdict_)
            verdict_ = Verdict { std::move(kind), std::move(signature), std::move(detail), "" };
    }

    void exited(const process::ExitInfo& e) {
        if (e.signal)
            set("crash", signal_name(*e.signal), "died by " + process::to_string(e));
        else if (!quit_sent_)
            set("exit", "", "exited unasked (" + process::to_string(e) + ")");
    }

    // The child closed its output or refused input: how did it end?
    bool ended(const std::string& when) {
        auto e = p_.wait_exit(Clock::now() + std::chrono::seconds(2));
        if (e.status == Status::Ok)
            exited(e);
        else
            set("exit", "", "closed its output while still running (" + when + ")");
        return true;
    }

    // Read lines until deadline or until nothing is waiting; false once a verdict is in.
    bool read_until(Clock::time_point deadline) {
        while (!verdict_) {
            auto r = p_.read_line(deadline);
            if (r.status == Status::Timeout) return true;
            if (r.status != Status::Ok) return !ended("reading");
            on_line(r.line);
        }
        return false;
    }

    // One line (or the end); false when the deadline passed or the engine is gone.
    bool read_one(Clock::time_point deadline) {
        auto r = p_.read_line(deadline);
        if (r.status == Status::Timeout) return false;
        if (r.status != Status::Ok) {
            ended("reading");
            return false;
        }
        on_line(r.line);
        return true;
    }

    void on_line(const std::string& line) {
        if (d_.answers_sync(line)) {
            if (syncs_ > 0) --syncs_;
            return;
        }
        auto move = d_.answer_move(line);
        if (!move) return;
        if (searches_.empty()) {
            if (judged_)
                set("protocol-violation", "", "an answer nobody asked for: '" + clip(line) + "'");
            return;
        }
        auto fen = searches_.front();
        searches_.pop_front();
        if (moves_judged_ && fen)
            if (auto v = judge_answer(d_, *fen, *move)) set(v->kind, v->signature, v->detail);
    }

    process::ChildProcess& p_;
    const Dialect&         d_;
    bool                   judged_; // every search owes an answer, once
    bool            moves_judged_; // the moves answered to searches of valid positions are judged
    PositionTracker tracker_;
    int             syncs_ = 0;
    std::deque<std::optional<std::string>> searches_; // the position of each unanswered search
    bool                                   quit_sent_ = false;
    std::optional<Verdict>                 verdict_;
};

} // namespace

RunResult run_lines(const process::ProcessSpec& spec, const Dialect& d, Category category,
    const std::vector<std::string>& lines, const RunLimits& limits) {
    process::ChildProcess p(spec);
    if (p.start() != Status::Ok) return { false, p.last_error(), std::nullopt };
    Conversation c(p, d, category);
    for (const auto& line : lines)
        if (!c.send(line) || is_command(line, "quit")) break;
    c.finish(limits);
    c.close(limits);
    RunResult out;
    out.verdict = c.take();
    p.kill();
    return out;
}

} // namespace harness::enginefuzz
