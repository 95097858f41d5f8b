// Fuzz target: shard reports read back for `arbiter merge` (harness/shard) and the shard block
// and K/N text they carry (harness/run/shard.h). The input is JSON text (a report) or "K/N".
// Oracles: nothing throws; a K/N that parses prints back to itself; a shard block and a report
// that read back are written again and read back to the same JSON (a fixed point after one
// round).

#include "harness/shard/shard_report.h"
#include "fuzz/oracle.h"
#include "harness/input/nesting.h"
#include "harness/report/writers.h"

#include <cstdint>
#include <string>
#include <string_view>

using namespace harness;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view  input(reinterpret_cast<const char*>(data), size);
    const std::string text(input);
    if (auto s = run::parse_shard(text)) {
        auto again = run::parse_shard(run::to_string(*s));
        FUZZ_CHECK(again && *again == *s, run::to_string(*s));
    } else {
        FUZZ_CHECK(!s.error().message.empty(), text);
    }
    if (input::json_nesting_error(text, "input")) return 0; // load_shard_report refuses it
    const auto j = nlohmann::json::parse(text, nullptr, false);
    if (j.is_discarded()) return 0;
    if (auto info = run::shard_info_from_json(j)) {
        const auto once = run::to_json(*info);
        auto       back = run::shard_info_from_json(nlohmann::json::parse(once.dump()));
        FUZZ_CHECK(back.has_value(), once.dump());
        FUZZ_CHECK(run::to_json(*back) == once, once.dump());
    }
    auto r = shard::report_from_json(j, "input");
    if (!r) {
        FUZZ_CHECK(!r.error().message.empty(), r.error().to_string());
        return 0;
    }
    const auto once = report::to_json(*r);
    auto       back = shard::report_from_json(nlohmann::json::parse(once.dump()), "again");
    FUZZ_CHECK(back.has_value(), back ? once.dump() : back.error().to_string());
    FUZZ_CHECK(report::to_json(*back) == once, once.dump());
    return 0;
}
