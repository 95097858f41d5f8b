#pragma once
// Protocol streams (the `protocol` class): commands out of order (`go` before `position`,
// `position` during a search), `stop` / `isready` / `ponderhit` races, unknown and out-of-range
// options, overlong lines, binary bytes, CRLF line ends, `quit` mid-search — for UCI, UCCI and
// xboard. Each stream ends with a sync, so a hang is told from a slow answer.

#include "dialect.h"
#include "fuzz_case.h"
#include "generators.h"

#include <string>
#include <vector>

namespace harness::enginefuzz {

// The stream classes of a protocol ("protocol/go-before-position", ...).
[[nodiscard]] std::vector<std::string> stream_classes(const Dialect& d);
// One stream of class `label`.
[[nodiscard]] Case stream_case(const Dialect& d, const std::string& label, Rng& rng);
// A stream of a random class.
[[nodiscard]] Case protocol_case(const Dialect& d, Rng& rng);

} // namespace harness::enginefuzz
