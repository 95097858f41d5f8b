#include "match_pairs.h"

#include "harness/input/nesting.h"
#include "harness/input/text_file.h"

#include <nlohmann/json.hpp>

namespace harness::plan {

using engine::core::ParseError;
using engine::core::Result;

Result<stats::Pentanomial> match_pairs(const std::string& path) {
    auto text = input::read_text_file(path, input::ReportLimits);
    if (!text) return text.error();
    if (auto deep = input::json_nesting_error(*text, path)) return *deep;
    const auto j    = nlohmann::json::parse(*text, nullptr, false);
    auto       fail = [&](const std::string& what) { return ParseError(0, what, 0, path); };
    if (j.is_discarded()) return fail("not JSON");
    if (!j.is_object() || j.value("command", "") != "match" || !j.contains("summary")
        || !j["summary"].is_object())
        return fail("not a match report (arbiter match --json)");
    const auto& p = j["summary"].value("pentanomial", nlohmann::json());
    if (!p.is_array() || p.size() != 5) return fail("summary.pentanomial is not five counts");
    stats::Pentanomial pairs;
    for (std::size_t k = 0; k < 5; ++k) {
        if (!p[k].is_number_unsigned())
            return fail("summary.pentanomial[" + std::to_string(k) + "] is not a count");
        pairs.counts[k] = p[k].get<std::uint64_t>();
    }
    if (pairs.pairs() == 0) return fail("no game pairs (a match of -games 2 plays them)");
    return pairs;
}

} // namespace harness::plan
