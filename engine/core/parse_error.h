#pragma once
// ParseError: bad input returned as a value. `column` is 1-based within the parsed text (0 when
// unknown); `line` and `source` are filled in by file loaders. Printed GCC-style:
// "suites/x.epd:17:42: error: expected ..., got 'Qh7+'".

#include <string>
#include <string_view>
#include <utility>

namespace engine::core {

struct ParseError {
    ParseError() = default;
    ParseError(int column_, std::string message_, int line_ = 0, std::string source_ = {})
        : column(column_)
        , message(std::move(message_))
        , line(line_)
        , source(std::move(source_)) { }

    int         column = 0;
    std::string message;
    int         line = 0;
    std::string source;

    [[nodiscard]] std::string to_string() const {
        std::string out;
        if (!source.empty()) out += source + ":";
        if (line > 0) out += std::to_string(line) + ":";
        if (column > 0) out += std::to_string(column) + ":";
        if (!out.empty()) out += " ";
        return out + "error: " + message;
    }
};

// Quote a token for an error message: 'tok', with control bytes escaped and long tokens cut.
std::string quote(std::string_view token);

} // namespace engine::core
