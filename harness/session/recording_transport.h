#pragma once
// RecordingTransport: a LineTransport that passes every call to another one and records each
// line written into a SentLines (a write that fails is recorded too: it is what was meant to
// reach the engine). The session puts it between an engine's process and its adapter.

#include "sent_lines.h"

#include "harness/process/transport.h"

namespace harness::session {

class RecordingTransport final : public process::LineTransport {
public:
    // Both must outlive the transport.
    RecordingTransport(process::LineTransport& inner, SentLines& sent)
        : inner_(inner)
        , sent_(sent) { }

    [[nodiscard]] process::Status write_line(std::string_view line) override {
        sent_.record(line);
        return inner_.write_line(line);
    }
    [[nodiscard]] process::ReadResult read_line(process::Deadline deadline) override {
        return inner_.read_line(deadline);
    }

private:
    process::LineTransport& inner_;
    SentLines&              sent_;
};

} // namespace harness::session
