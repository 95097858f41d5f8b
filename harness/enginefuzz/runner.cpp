#include "runner.h"

#include "gomocup_runner.h"
#include "oracles.h"
#include "wire.h"

#include <deque>

namespace harness::enginefuzz {

namespace {

using process::Clock;

class Conversation {
public:
    Conversation(process::ChildProcess& p, const Dialect& d, Category c)
        : wire_(p)
        , d_(d)
        , judged_(c == Category::Valid || c == Category::Edge)
        , moves_judged_(judged_ || c == Category::Corpus)
        , tracker_(d) { }

    // Send one line and look at what is already there. false once a verdict is in.
    bool send(const std::string& line) {
        if (d_.is_sync(line)) ++syncs_;
        if (d_.starts_search(line)) searches_.push_back(tracker_.fen());
        tracker_.on_sent(line);
        if (is_command(line, "quit")) wire_.said_goodbye();
        if (!wire_.write(line)) return false;
        return read_until(Clock::now());
    }

    // Wait for every sync answer, then for the answers of the searches.
    void finish(const RunLimits& limits) {
        if (wire_.has_verdict()) return;
        if (wire_.said_goodbye_already()) {
            wire_.expect_exit(Clock::now() + limits.answer, d_.quit());
            return;
        }
        auto deadline = Clock::now() + limits.answer;
        while (!wire_.has_verdict() && syncs_ > 0)
            if (!read_one(deadline)) break;
        if (wire_.has_verdict()) return;
        if (syncs_ > 0) {
            wire_.set("hang", "",
                "no answer to a sync ('" + d_.sync(1) + "') within "
                    + std::to_string(limits.answer.count()) + " ms");
            return;
        }
        const bool must = judged_ && !searches_.empty() && searches_.front().has_value();
        deadline        = Clock::now() + (must ? limits.answer : limits.settle);
        while (!wire_.has_verdict() && !searches_.empty())
            if (!read_one(deadline)) break;
        if (wire_.has_verdict() || searches_.empty()) return;
        (void)wire_.write(d_.proto == protocol::Protocol::Xboard ? "?" : "stop");
        deadline = Clock::now() + limits.grace;
        while (!wire_.has_verdict() && !searches_.empty())
            if (!read_one(deadline)) break;
        if (!wire_.has_verdict() && must && !searches_.empty())
            wire_.set("missing-bestmove", "",
                "no answer to a search of " + *searches_.front() + ", not even after 'stop'");
    }

    void                   close(const RunLimits& limits) { wire_.close(d_.quit(), limits.grace); }
    std::optional<Verdict> take() { return wire_.take(); }

private:
    // Read lines until deadline or until nothing is waiting; false once a verdict is in.
    bool read_until(Clock::time_point deadline) {
        while (!wire_.has_verdict()) {
            std::string line;
            const auto  r = wire_.read(deadline, line);
            if (r == Wire::Read::Timeout) return true;
            if (r == Wire::Read::Gone) return false;
            on_line(line);
        }
        return false;
    }

    // One line (or the end); false when the deadline passed or the engine is gone.
    bool read_one(Clock::time_point deadline) {
        std::string line;
        if (wire_.read(deadline, line) != Wire::Read::Line) return false;
        on_line(line);
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
                wire_.set("protocol-violation", "",
                    "an answer nobody asked for: '" + Wire::clip(line) + "'");
            return;
        }
        auto fen = searches_.front();
        searches_.pop_front();
        if (moves_judged_ && fen)
            if (auto v = judge_answer(d_, *fen, *move)) wire_.set(*v);
    }

    Wire            wire_;
    const Dialect&  d_;
    bool            judged_; // every search owes an answer, once
    bool            moves_judged_; // the moves answered to searches of valid positions are judged
    PositionTracker tracker_;
    int             syncs_ = 0;
    std::deque<std::optional<std::string>> searches_; // the position of each unanswered search
};

} // namespace

RunResult run_lines(const process::ProcessSpec& spec, const Dialect& d, Category category,
    const std::vector<std::string>& lines, const RunLimits& limits) {
    if (d.proto == protocol::Protocol::Gomocup)
        return run_gomocup_lines(spec, d, category, lines, limits);
    process::ChildProcess p(spec);
    if (p.start() != process::Status::Ok) return { false, p.last_error(), std::nullopt };
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
