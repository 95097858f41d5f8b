#pragma once
// The integer options an engine declares in its handshake, as a tuner reads them:
//   UCI    option name Move Overhead type spin default 10 min 0 max 5000
//   UCCI   option hashsize type spin min 0 max 1024 default 16
//   xboard option Multi PV -spin 1 1 64      (the feature option="..." value)
// Pure parsing of the raw lines an adapter keeps (EngineId::options).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace harness::protocol {

struct SpinOption {
    std::string name;
    long long   value = 0, min = 0, max = 0; // value: the default
};

// The spin option a line declares; nullopt for another type, or a line without a name, a
// default, a min and a max that are whole numbers with min <= default <= max.
[[nodiscard]] std::optional<SpinOption> parse_spin_option(std::string_view line);

// Every spin option of the lines, in their order.
[[nodiscard]] std::vector<SpinOption> spin_options(const std::vector<std::string>& lines);

} // namespace harness::protocol
