#pragma once
// make_adapter: the EngineAdapter for a protocol, over a transport (a ChildProcess, or a
// ScriptedTransport in tests).

#include "adapter.h"

#include <functional>
#include <memory>
#include <optional>
#include <string_view>

namespace harness::protocol {

enum class Protocol { Uci, Ucci, Xboard, Gomocup };

[[nodiscard]] const char* to_string(Protocol p);
// "uci", "ucci", "xboard" (also "cecp", "wb"), "gomocup" (also "pbrain", "piskvork");
// nullopt otherwise.
[[nodiscard]] std::optional<Protocol> parse_protocol(std::string_view text);

// Per-engine dialect settings the factory applies to the adapter it makes.
struct AdapterOptions {
    // Xiangqi over plain UCI: ranks 1-10 (true), 0-9 (false), or detect (nullopt). UCI only.
    std::optional<bool> ranks_1_to_10;
    // UCCI clock values in milliseconds (true) or seconds (false), or measure (nullopt). UCCI only.
    std::optional<bool> ucci_millis;
    // UCCI mates scored as centipawns: N minus plies (0: none). UCCI only.
    int ucci_mate_score = UcciMateScore;
    // Identifies the engine binary: a measured dialect is kept per key for the process's life.
    std::string binary_key;
};

// Never null. `transport` must outlive the adapter; `tail` gives the transcript tail put into
// faults.
[[nodiscard]] std::unique_ptr<EngineAdapter> make_adapter(Protocol protocol,
    process::LineTransport& transport, std::function<std::string()> tail, Timeouts timeouts = {},
    const AdapterOptions& options = {});

} // namespace harness::protocol
