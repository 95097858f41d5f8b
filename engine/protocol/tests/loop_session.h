#pragma once
// Running a protocol loop (run_uci_loop) in-process on a script. End of input stops a running
// search or perft, so a script whose last command answers later (go perft) names the line
// prefix to wait for: the input reports its end only once the output holds that text (or after
// a generous safety deadline, so that a missing answer fails the test instead of hanging it).

#include <chrono>
#include <condition_variable>
#include <istream>
#include <mutex>
#include <ostream>
#include <streambuf>
#include <string>

namespace engine::protocol::loop_session {

// Output written from any thread (the engine's worker prints best moves and perft reports).
class SharedOutput : public std::streambuf {
public:
    std::string text() {
        std::lock_guard lock(mutex_);
        return text_;
    }
    // Waits until `needle` occurs `times` times (or the safety deadline passes).
    void wait_for(const std::string& needle, int times) {
        std::unique_lock lock(mutex_);
        changed_.wait_for(lock, std::chrono::seconds(60), [&] {
            int found = 0;
            for (auto at = text_.find(needle); at != std::string::npos;
                 at      = text_.find(needle, at + 1))
                ++found;
            return found >= times;
        });
    }

protected:
    int overflow(int c) override {
        if (c == traits_type::eof()) return traits_type::not_eof(c);
        const char ch = char(c);
        xsputn(&ch, 1);
        return c;
    }
    std::streamsize xsputn(const char* s, std::streamsize n) override {
        {
            std::lock_guard lock(mutex_);
            text_.append(s, std::size_t(n));
        }
        changed_.notify_all();
        return n;
    }

private:
    std::mutex              mutex_;
    std::condition_variable changed_;
    std::string             text_;
};

// The script, then end of input once the output contains `until` `times` times (empty: at
// once).
class ScriptInput : public std::streambuf {
public:
    ScriptInput(std::string script, SharedOutput& out, std::string until, int times)
        : script_(std::move(script))
        , out_(out)
        , until_(std::move(until))
        , times_(times) {
        setg(script_.data(), script_.data(), script_.data() + script_.size());
    }

protected:
    int underflow() override {
        if (!until_.empty()) out_.wait_for(until_, times_);
        return traits_type::eof();
    }

private:
    std::string   script_;
    SharedOutput& out_;
    std::string   until_;
    int           times_;
};

// Runs `loop` (e.g. run_uci_loop) on `script`; returns everything it wrote.
template <class Loop>
std::string run_script(
    Loop loop, const std::string& script, const std::string& until = "", int times = 1) {
    SharedOutput out_buf;
    ScriptInput  in_buf(script, out_buf, until, times);
    std::istream in(&in_buf);
    std::ostream out(&out_buf);
    loop(in, out);
    return out_buf.text();
}

} // namespace engine::protocol::loop_session
