#pragma once
// ScriptedTransport: a LineTransport that plays a scripted engine, for adapter unit tests
// (python-chess's MockTransport.expect). Each expect(line, replies) says: when the harness
// writes `line`, the engine answers `replies`. An unexpected write is recorded as an error
// ("expected 'uci', got 'isready'"); reading with nothing queued gives Timeout, or Eof after
// hang_up().

#include "harness/process/transport.h"

#include <deque>
#include <string>
#include <vector>

namespace harness::testing {

class ScriptedTransport final : public process::LineTransport {
public:
    ScriptedTransport& expect(std::string line, std::vector<std::string> replies = {});
    // Lines the engine prints without being asked (e.g. before the first command).
    ScriptedTransport& say(std::vector<std::string> lines);
    // After the queued replies, reads return Eof (the engine died).
    ScriptedTransport& hang_up();

    process::Status     write_line(std::string_view line) override;
    process::ReadResult read_line(process::Deadline deadline) override;

    // Every expectation met and nothing unexpected written.
    [[nodiscard]] bool done() const { return script_.empty() && errors_.empty(); }
    [[nodiscard]] const std::vector<std::string>& errors() const { return errors_; }
    // What keeps done() false, for a failed test's message: every unexpected write and every
    // expectation still unmet ("never sent 'isready'"); empty when done().
    [[nodiscard]] std::string                     unmet() const;
    [[nodiscard]] const std::vector<std::string>& written() const { return written_; }

private:
    struct Step {
        std::string              line;
        std::vector<std::string> replies;
    };
    std::deque<Step>         script_;
    std::deque<std::string>  pending_;
    std::vector<std::string> errors_, written_;
    bool                     hung_up_ = false;
};

} // namespace harness::testing
