#pragma once
// make_adapter: the EngineAdapter for a protocol, over a transport (a ChildProcess, or a
// ScriptedTransport in tests).

#include "adapter.h"

#include <functional>
#include <memory>
#include <optional>
#include <string_view>

namespace harness::protocol {

enum class Protocol { Uci, Ucci, Xboard };

[[nodiscard]] const char* to_string(Protocol p);
// "uci", "ucci", "xboard" (also "cecp", "wb"); nullopt otherwise.
[[nodiscard]] std::optional<Protocol> parse_protocol(std::string_view text);

// `transport` must outlive the adapter; `tail` gives the transcript tail put into faults.
[[nodiscard]] std::unique_ptr<EngineAdapter> make_adapter(Protocol protocol,
    process::LineTransport& transport, std::function<std::string()> tail, Timeouts timeouts = {});

} // namespace harness::protocol
