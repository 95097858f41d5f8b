#pragma once
// LineTransport: a bidirectional, line-oriented channel to an engine. ChildProcess implements it
// over pipes; a scripted fake (tests) implements it over a list of expected exchanges. Protocol
// adapters only ever see this interface. Nothing here throws.

#include <chrono>
#include <string>
#include <string_view>

namespace harness::process {

using Clock    = std::chrono::steady_clock;
using Deadline = Clock::time_point;

// Outcome of one transport operation.
//   Ok      - done (a whole line was written / read)
//   Timeout - the deadline passed first (nothing was consumed)
//   Eof     - the peer closed its end (no more lines will ever arrive)
//   Error   - the channel is broken (dead child, bad descriptor, not started)
enum class Status { Ok, Timeout, Eof, Error };

[[nodiscard]] const char* to_string(Status s);

// A line without its terminator ("\n" or "\r\n"); empty unless status == Ok.
struct ReadResult {
    Status      status = Status::Error;
    std::string line;
};

class LineTransport {
public:
    LineTransport()                                = default;
    LineTransport(const LineTransport&)            = delete;
    LineTransport& operator=(const LineTransport&) = delete;
    virtual ~LineTransport()                       = default;

    // Send `line` followed by '\n' (line must not contain '\n'). Blocking, bounded by an
    // implementation-defined write timeout.
    [[nodiscard]] virtual Status write_line(std::string_view line) = 0;
    // Next line from the peer, waiting at most until `deadline`.
    [[nodiscard]] virtual ReadResult read_line(Deadline deadline) = 0;
};

} // namespace harness::process
