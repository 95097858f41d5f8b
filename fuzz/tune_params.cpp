// Fuzz target: tune parameter files (harness/tune/params.h), fishtest's NAME, START, MIN, MAX,
// C_END, R_END lines and SPSA settings. Oracles: nothing throws; every error names the file and a
// line inside the text; every parameter kept has a name once and without control characters,
// finite values within +-2^53, MIN < MAX, START inside them, C_END and R_END above 0.

#include "fuzz/oracle.h"
#include "harness/tune/params.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>

using namespace harness;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view input(reinterpret_cast<const char*>(data), size);
    const auto       read  = tune::parse_params(input, "fuzz.params");
    const auto       lines = int(std::count(input.begin(), input.end(), '\n')) + 1;
    for (const auto& e : read.errors) {
        FUZZ_CHECK(e.source == "fuzz.params" && !e.message.empty(), e.to_string());
        FUZZ_CHECK(e.line >= 1 && e.line <= lines && e.column >= 1, e.to_string());
    }
    std::set<std::string> names;
    for (const auto& p : read.params) {
        FUZZ_CHECK(!p.name.empty() && names.insert(p.name).second, p.name);
        FUZZ_CHECK(std::none_of(p.name.begin(), p.name.end(),
                       [](unsigned char c) { return c < 0x20 || c == 0x7f; }),
            p.name);
        for (const double v : { p.start, p.min, p.max, p.c_end, p.r_end })
            FUZZ_CHECK(std::isfinite(v) && std::abs(v) <= 9007199254740992.0, p.name);
        FUZZ_CHECK(p.min < p.max && p.start >= p.min && p.start <= p.max, p.name);
        FUZZ_CHECK(p.c_end > 0 && p.r_end > 0, p.name);
    }
    (void)tune::params_text(read.params);
    return 0;
}
