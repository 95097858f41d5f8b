// Fuzz target: reports given to `arbiter history --import` (harness/history), stored in an
// in-memory SQLite database. Oracles: text nested beyond the readers' limit is refused before
// it is parsed; nothing escapes the history (no exception), and `record` refuses only what is
// not a report, with a reason (the database never fails); a stored run reads back with the
// report's command, game and host as the writers print them (input::one_line_text: the history
// stores the sanitised text) and its metrics exactly those of `summary_metrics`.

#include "fuzz/oracle.h"
#include "harness/history/history.h"
#include "harness/input/nesting.h"
#include "harness/input/utf8.h"

#include <cstdint>
#include <string>
#include <string_view>

using namespace harness;

namespace {

std::string text(const nlohmann::json& report, const char* key) {
    auto it = report.find(key);
    return it != report.end() && it->is_string() ? input::one_line_text(it->get<std::string>())
                                                 : std::string();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view  input(reinterpret_cast<const char*>(data), size);
    const std::string bytes(input);
    if (input::json_nesting_error(bytes, "fuzz.json")) return 0; // refused, as --import does
    const auto report = nlohmann::json::parse(bytes, nullptr, false);
    if (report.is_discarded()) return 0;
    // One run per database: runs() lists newest first by date.
    auto db = history::History::open(":memory:");
    FUZZ_CHECK(db, db.error().message);
    const auto id = db->record(report);
    if (!id) {
        FUZZ_CHECK(id.error().kind == history::HistoryError::Kind::NotAReport, id.error().message);
        FUZZ_CHECK(!id.error().message.empty(), "an empty reason");
        return 0;
    }
    const auto stored = db->runs();
    FUZZ_CHECK(stored, stored.error().message);
    const auto& runs = *stored;
    FUZZ_CHECK(runs.size() == 1 && runs.front().id == *id, std::to_string(runs.size()));
    const auto& run = runs.front();
    FUZZ_CHECK(run.metrics == history::summary_metrics(report), report.dump());
    FUZZ_CHECK(run.command == text(report, "command"), run.command);
    FUZZ_CHECK(run.game == text(report, "game") && run.host == text(report, "host"), run.host);
    return 0;
}
