#pragma once
// Wire: the process side of one fuzz conversation, shared by the runners of every protocol.
// Lines are written raw and read with deadlines, and it gives the verdicts that need no
// protocol: crash (the engine died by a signal, at any time, also after our goodbye), exit (it
// exited before being told to), hang (it did not read its input, or did not exit after the
// goodbye of the case). The first verdict sticks; the transcript's tail and stderr go with it.

#include "fuzz_case.h"

#include "harness/process/child_process.h"

#include <chrono>
#include <optional>
#include <string>

namespace harness::enginefuzz {

class Wire {
public:
    explicit Wire(process::ChildProcess& p)
        : p_(p) { }

    // Write one line; false once a verdict is in (the engine did not read it, or is gone).
    [[nodiscard]] bool write(const std::string& line);

    enum class Read { Line, Timeout, Gone };
    // The next line before `deadline` into `line`. Gone: the engine ended (the verdict is set).
    [[nodiscard]] Read read(process::Deadline deadline, std::string& line);

    // The case said goodbye (`quit`, `END`): an exit is no longer unasked.
    void               said_goodbye() { goodbye_ = true; }
    [[nodiscard]] bool said_goodbye_already() const { return goodbye_; }
    // After the case's goodbye: the engine must exit before `deadline`.
    void expect_exit(process::Deadline deadline, const std::string& goodbye);
    // Our own goodbye (the line `goodbye` unless the case said one): a crash while quitting is
    // still a crash.
    void close(const std::string& goodbye, std::chrono::milliseconds grace);

    void               set(std::string kind, std::string signature, std::string detail);
    void               set(const Verdict& v) { set(v.kind, v.signature, v.detail); }
    [[nodiscard]] bool has_verdict() const { return verdict_.has_value(); }
    // The verdict with the conversation's tail; nullopt when no oracle fired.
    [[nodiscard]] std::optional<Verdict> take();

    [[nodiscard]] std::size_t max_line_bytes() const { return p_.spec().max_line_bytes; }

    // A line cut to 60 characters for a verdict's detail.
    [[nodiscard]] static std::string clip(const std::string& s);

private:
    void exited(const process::ExitInfo& e);
    // The engine closed its output or refused input: how did it end?
    void ended(const std::string& when);

    process::ChildProcess& p_;
    bool                   goodbye_ = false;
    std::optional<Verdict> verdict_;
};

} // namespace harness::enginefuzz
