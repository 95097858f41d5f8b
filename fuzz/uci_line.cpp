// Fuzz target: one protocol line through the typed UCI and UCCI parsers, in both engine states.
// Every line must give a command or an error with a message and a column inside the line (or
// just past it); while searching only stop/ponderhit/isready/quit may be accepted.

#include "engine/protocol/ucci_command.h"
#include "engine/protocol/uci_command.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {

template <class Result> void check_error(const Result& r, std::size_t size) {
    if (r) return;
    const auto& e = r.error();
    if (e.message.empty() || e.column < 1
        || std::size_t(e.column) > std::max(size + 1, engine::protocol::MaxLineLength))
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace engine::protocol;
    const std::string_view line(reinterpret_cast<const char*>(data), size);
    for (auto state : { EngineState::Idle, EngineState::Searching }) {
        auto uci = parse_uci_command(line, state);
        check_error(uci, size);
        if (uci && state == EngineState::Searching
            && !(std::holds_alternative<Stop>(*uci) || std::holds_alternative<PonderHit>(*uci)
                || std::holds_alternative<IsReady>(*uci) || std::holds_alternative<Quit>(*uci)))
            std::abort();
        auto ucci = ucci::parse_ucci_command(line, state);
        check_error(ucci, size);
        if (ucci && state == EngineState::Searching
            && !(std::holds_alternative<ucci::Stop>(*ucci)
                || std::holds_alternative<ucci::PonderHit>(*ucci)
                || std::holds_alternative<ucci::IsReady>(*ucci)
                || std::holds_alternative<ucci::Quit>(*ucci)))
            std::abort();
    }
    return 0;
}
