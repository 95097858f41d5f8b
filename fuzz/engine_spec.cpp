// Fuzz target: engine specs and engines files (harness/session/engine_spec_text.h). The input is an
// engines file's text, then a line "--", then spec tokens one per line. Oracles: nothing
// throws; an engines-file error names its source and has a message, a syntax error a line and
// column inside the text; every engine read has a name and a command and is filed under its
// name; a spec error names a token that exists (or
// the end, for a missing command); a spec read has a command.

#include "fuzz/oracle.h"
#include "harness/session/engine_spec_text.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

using namespace harness;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view input(reinterpret_cast<const char*>(data), size);
    std::string_view file_text = input, token_text;
    if (auto cut = input.find("\n--\n"); cut != std::string_view::npos) {
        file_text  = input.substr(0, cut);
        token_text = input.substr(cut + 4);
    }
    const std::string file(file_text);
    auto              engines = session::parse_engines_text(file, "fuzz.json");
    std::map<std::string, session::EngineSpec> known;
    if (engines) {
        for (const auto& [name, spec] : *engines) {
            FUZZ_CHECK(!name.empty() && name == spec.name && !spec.cmd.empty(), name);
        }
        known = *engines;
    } else {
        const auto& e = engines.error();
        FUZZ_CHECK(e.source == "fuzz.json" && !e.message.empty(), e.to_string());
        const auto lines = std::size_t(std::count(file.begin(), file.end(), '\n')) + 1;
        FUZZ_CHECK(e.line >= 0 && std::size_t(e.line) <= lines, e.to_string());
        FUZZ_CHECK(e.line == 0 || e.column >= 1, e.to_string());
    }

    std::vector<std::string> tokens;
    std::size_t              start = 0;
    while (start <= token_text.size() && !token_text.empty()) {
        auto end = token_text.find('\n', start);
        if (end == std::string_view::npos) end = token_text.size();
        tokens.emplace_back(token_text.substr(start, end - start));
        start = end + 1;
    }
    auto spec = session::parse_engine_spec(tokens, known, game::chess());
    if (spec) {
        FUZZ_CHECK(!spec->cmd.empty(), "a spec without a command");
    } else {
        const auto& e = spec.error();
        FUZZ_CHECK(!e.message.empty(), e.to_string());
        // A missing command is placed just after the last token.
        FUZZ_CHECK(e.column >= 0 && std::size_t(e.column) <= tokens.size() + 1, e.to_string());
    }
    return 0;
}
