// Fuzz target: gate configurations (harness/gate/gate_config_toml.h), the TOML a CI job hands
// `arbiter gate --config`. Oracles: nothing throws; every error names the file, a line inside
// the text (or 0 for the file as a whole) and a message; a configuration read without errors
// keeps every limit inside the range the reader states.

#include "fuzz/oracle.h"
#include "harness/gate/gate_config_toml.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>

using namespace harness;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view  input(reinterpret_cast<const char*>(data), size);
    const std::string text(input);
    const auto        load  = gate::parse_config(text, "fuzz.toml", "quick");
    const auto        lines = int(std::count(text.begin(), text.end(), '\n')) + 1;
    for (const auto& e : load.errors) {
        FUZZ_CHECK(e.source == "fuzz.toml" && !e.message.empty(), e.to_string());
        FUZZ_CHECK(e.line >= 0 && e.line <= lines, e.to_string());
    }
    if (!load.errors.empty()) return 0;
    const auto& c = load.config;
    FUZZ_CHECK(c.slow_factor >= 1, std::to_string(c.slow_factor));
    FUZZ_CHECK(c.time_bound_s >= 0 && c.build_timeout_s >= 0, std::to_string(c.time_bound_s));
    FUZZ_CHECK(c.check.timeout_s >= 1, std::to_string(c.check.timeout_s));
    FUZZ_CHECK(c.perft.concurrency >= 1 && c.suites.concurrency >= 1 && c.sprt.concurrency >= 1,
        "concurrency");
    FUZZ_CHECK(c.sprt.time_budget_s >= 0 && c.sprt.max_games >= 0, "sprt limits");
    FUZZ_CHECK(c.sprt.false_alarm_rate > 0 && c.sprt.false_alarm_rate < 1, "false alarm rate");
    FUZZ_CHECK(c.sprt.miss_rate > 0 && c.sprt.miss_rate < 1, "miss rate");
    return 0;
}
