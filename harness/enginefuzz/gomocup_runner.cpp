#include "gomocup_runner.h"

#include "gomocup_tracker.h"
#include "wire.h"

#include "harness/protocol/output_limits.h"

namespace harness::enginefuzz {

namespace {

using process::Clock;
using std::chrono::milliseconds;

class GomocupConversation {
public:
    GomocupConversation(process::ChildProcess& p, const Dialect& d, Category c, RunLimits limits)
        : wire_(p)
        , tracker_(d.game)
        , strict_(c == Category::Valid || c == Category::Edge)
        , limits_(limits) { }

    // Send one line and wait for what it asks; false once a verdict is in or after END.
    bool send(const std::string& line) {
        drain();
        if (wire_.has_verdict()) return false;
        const auto a = tracker_.on_sent(line);
        if (!wire_.write(line)) return false;
        if (a.ask == Ask::End) {
            wire_.said_goodbye();
            wire_.expect_exit(Clock::now() + limits_.answer, "END");
            return false;
        }
        if (a.ask != Ask::Nothing) await(a);
        return !wire_.has_verdict();
    }

    void                   finish() { drain(); }
    void                   close() { wire_.close("END", limits_.grace); }
    std::optional<Verdict> take() { return wire_.take(); }

private:
    [[nodiscard]] milliseconds wait_for(const Awaited& a) const {
        const milliseconds turn = a.turn_ms ? milliseconds(*a.turn_ms) : limits_.answer;
        switch (a.ask) {
        case Ask::Start:
        case Ask::About:
            return limits_.answer;
        case Ask::Move:
            return (a.judged ? limits_.answer : limits_.settle) + turn;
        default:
            return limits_.settle;
        }
    }

    // A line counted against the output bound; false (and the verdict) once it is broken.
    bool bounded(const std::string& line) {
        if (line.size() >= wire_.max_line_bytes()) {
            wire_.set("unbounded-output", "",
                "a line of " + std::to_string(line.size()) + " bytes or more: '" + Wire::clip(line)
                    + "'");
            return false;
        }
        if (++lines_ > protocol::MaxInfos) {
            wire_.set("unbounded-output", "",
                "more than " + std::to_string(protocol::MaxInfos)
                    + " lines while one answer was awaited");
            return false;
        }
        return true;
    }

    // Read until the answer to `a` comes (or its time is up).
    void await(const Awaited& a) {
        const auto time     = wait_for(a);
        const auto deadline = Clock::now() + time;
        lines_              = 0;
        for (std::string line;;) {
            const auto r = wire_.read(deadline, line);
            if (r == Wire::Read::Gone) return;
            if (r == Wire::Read::Timeout) return silence(a, time);
            if (!bounded(line)) return;
            if (is_gomocup_chatter(line)) continue;
            if (a.ask == Ask::About && !is_about_line(line)) continue; // resync
            if (auto v = tracker_.on_answer(a, line)) wire_.set(*v);
            return;
        }
    }

    void silence(const Awaited& a, milliseconds time) {
        const auto ms = std::to_string(time.count()) + " ms";
        if (a.ask == Ask::About)
            wire_.set("hang", "", "no answer to 'ABOUT' within " + ms);
        else if (a.ask == Ask::Move && a.judged)
            wire_.set("missing-move", "",
                "no move within " + ms + " (board " + tracker_.fen().value_or("?") + ")");
        else
            tracker_.on_silence(a);
    }

    // What is already there although nothing is awaited.
    void drain() {
        lines_ = 0;
        for (std::string line; !wire_.has_verdict();) {
            if (wire_.read(Clock::now(), line) != Wire::Read::Line) return;
            if (!bounded(line)) return;
            if (strict_ && !is_gomocup_chatter(line))
                wire_.set("protocol-violation", "",
                    "an answer nobody asked for: '" + Wire::clip(line) + "'");
        }
    }

    Wire           wire_;
    GomocupTracker tracker_;
    bool           strict_; // valid and edge cases: every line is owed
    RunLimits      limits_;
    std::size_t    lines_ = 0; // lines read while the current answer is awaited
};

} // namespace

RunResult run_gomocup_lines(const process::ProcessSpec& spec, const Dialect& d, Category category,
    const std::vector<std::string>& lines, const RunLimits& limits) {
    process::ChildProcess p(spec);
    if (p.start() != process::Status::Ok) return { false, p.last_error(), std::nullopt };
    GomocupConversation c(p, d, category, limits);
    for (const auto& line : lines)
        if (!c.send(line)) break;
    c.finish();
    c.close();
    RunResult out;
    out.verdict = c.take();
    p.kill();
    return out;
}

} // namespace harness::enginefuzz
