// Fuzz target: reports and journal lines read back (harness/report: perft and suite results,
// match games), what `--resume`, `suite compare` and `history` rely on. The input is JSON
// text, a report or JSON Lines. Oracles: nothing throws; every result that reads back is
// written again and reads back to the same JSON (a fixed point after one round).

#include "fuzz/oracle.h"
#include "harness/input/nesting.h"
#include "harness/report/match_report.h"
#include "harness/report/perft_report.h"
#include "harness/report/suite_report.h"

#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>

using namespace harness;

namespace {

// Each JSON value the input holds that could be a result: the entries of a report's
// "results", or the input's lines (none from text nested too deeply, as every reader refuses).
std::vector<nlohmann::json> candidates(const std::string& text) {
    std::vector<nlohmann::json> out;
    if (input::json_nesting_error(text, "input")) return out;
    auto whole = nlohmann::json::parse(text, nullptr, false);
    if (whole.is_object() && whole.contains("results") && whole["results"].is_array())
        for (const auto& r : whole["results"]) out.push_back(r);
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        if (auto j = nlohmann::json::parse(line, nullptr, false); !j.is_discarded())
            out.push_back(std::move(j));
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view  input(reinterpret_cast<const char*>(data), size);
    const std::string text(input);
    if (auto suite = report::parse_suite_results(text)) {
        for (const auto& r : *suite) {
            auto once = report::result_to_json(r);
            auto back = report::result_from_json(once);
            FUZZ_CHECK(back.has_value(), once.dump());
            FUZZ_CHECK(report::result_to_json(*back) == once, once.dump());
        }
    } else {
        FUZZ_CHECK(!suite.error().message.empty(), suite.error().to_string());
    }
    for (const auto& j : candidates(text)) {
        if (auto p = report::perft_result_from_json(j)) {
            auto once = report::result_to_json(*p);
            auto back = report::perft_result_from_json(once);
            FUZZ_CHECK(back.has_value(), once.dump());
            FUZZ_CHECK(report::result_to_json(*back) == once, once.dump());
        }
        if (auto g = report::game_from_json(j)) {
            const std::array<std::string, 2> names { "a", "b" };
            auto                             once = report::game_to_json(*g, names);
            auto                             back = report::game_from_json(once);
            FUZZ_CHECK(back.has_value(), once.dump());
            FUZZ_CHECK(report::game_to_json(*back, names) == once, once.dump());
        }
    }
    return 0;
}
