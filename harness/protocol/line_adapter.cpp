#include "line_adapter.h"

namespace harness::protocol {

using process::Status;

Fault LineAdapter::fault(Fault::Kind kind, std::string detail) const {
    return Fault { kind, std::move(detail), tail_ ? tail_() : std::string() };
}

bool LineAdapter::send(const std::string& line) {
    return transport_.write_line(line) == Status::Ok;
}

Outcome<Unit> LineAdapter::send_or_fault(const std::string& line) {
    if (send(line)) return Unit {};
    return fault(Fault::Kind::Crash, "could not write " + line + ": engine gone");
}

Outcome<std::string> LineAdapter::read(process::Deadline deadline, const char* waiting_for) {
    auto r = transport_.read_line(deadline);
    switch (r.status) {
    case Status::Ok:
        return std::move(r.line);
    case Status::Timeout:
        return fault(
            Fault::Kind::Timeout, std::string("no '") + waiting_for + "' before the deadline");
    case Status::Eof:
    case Status::Error:
        return fault(Fault::Kind::Crash,
            std::string("engine ended while waiting for '") + waiting_for + "'");
    }
    return fault(Fault::Kind::Crash, "unknown transport status");
}

} // namespace harness::protocol
