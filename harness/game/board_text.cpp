#include "harness/game/board_text.h"

#include <algorithm>
#include <cctype>

namespace harness::game {

std::vector<std::string> board_rows(std::string_view field) {
    std::vector<std::string> rows(1);
    for (std::size_t i = 0; i < field.size();) {
        if (field[i] == '/') {
            rows.emplace_back();
            ++i;
        } else if (std::isdigit(static_cast<unsigned char>(field[i]))) {
            std::size_t n = 0;
            while (i < field.size() && std::isdigit(static_cast<unsigned char>(field[i])) && n < 64)
                n = n * 10 + std::size_t(field[i++] - '0');
            rows.back().append(std::min<std::size_t>(n, 64), '.');
        } else
            rows.back() += field[i++];
    }
    return rows;
}

std::string board_field(const std::vector<std::string>& rows) {
    std::string out;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (r) out += '/';
        int empty = 0;
        for (char c : rows[r]) {
            if (c == '.') {
                ++empty;
                continue;
            }
            if (empty) out += std::to_string(empty);
            empty = 0;
            out += c;
        }
        if (empty) out += std::to_string(empty);
    }
    return out;
}

} // namespace harness::game
