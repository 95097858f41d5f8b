// Fuzz target: journals (harness/run/journal.h) and the run identities `--resume` compares.
// Oracles: nothing throws; an error names the journal, a line that exists and a message; every
// record read is a JSON object; a record compared with itself shows no difference, and with an
// empty identity one difference per key.

#include "harness/run/journal.h"
#include "fuzz/oracle.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view  input(reinterpret_cast<const char*>(data), size);
    const std::string text(input);
    auto              records = harness::run::parse_journal(text, "fuzz.jsonl");
    if (!records) {
        const auto& e     = records.error();
        const auto  lines = std::size_t(std::count(text.begin(), text.end(), '\n')) + 1;
        FUZZ_CHECK(e.source == "fuzz.jsonl" && !e.message.empty(), e.to_string());
        FUZZ_CHECK(e.line >= 1 && std::size_t(e.line) <= lines, e.to_string());
        return 0;
    }
    for (const auto& r : *records) {
        FUZZ_CHECK(r.is_object(), r.dump());
        FUZZ_CHECK(harness::run::run_differences(r, r).empty(), r.dump());
        auto diff = harness::run::run_differences(r, nlohmann::json::object());
        FUZZ_CHECK(diff.size() == r.size(), r.dump());
    }
    return 0;
}
