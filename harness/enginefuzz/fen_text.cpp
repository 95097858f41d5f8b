#include "fen_text.h"

#include <cctype>
#include <sstream>

namespace harness::enginefuzz {

std::optional<FenText> FenText::parse(const std::string& fen) {
    std::istringstream in(fen);
    std::string        board;
    if (!(in >> board)) return std::nullopt;
    FenText     out;
    std::string row;
    for (std::size_t i = 0; i <= board.size(); ++i) {
        if (i == board.size() || board[i] == '/') {
            out.rows.push_back(row);
            row.clear();
            continue;
        }
        const char c = board[i];
        if (std::isdigit(static_cast<unsigned char>(c))) {
            int n = c - '0'; // "10" is a xiangqi empty rank
            if (c == '1' && i + 1 < board.size() && board[i + 1] == '0') n = 10, ++i;
            if (n == 0) return std::nullopt;
            row.append(std::size_t(n), '.');
        } else if (std::isalpha(static_cast<unsigned char>(c))) {
            row += c;
        } else {
            return std::nullopt;
        }
    }
    for (const auto& r : out.rows)
        if (r.empty() || r.size() != out.rows[0].size()) return std::nullopt;
    for (std::string f; in >> f;) out.fields.push_back(f);
    return out;
}

std::string FenText::to_fen() const {
    std::string s;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (r > 0) s += '/';
        int empty = 0;
        for (char c : rows[r]) {
            if (c == '.') {
                ++empty;
                continue;
            }
            if (empty > 0) s += std::to_string(empty);
            empty = 0;
            s += c;
        }
        if (empty > 0) s += std::to_string(empty);
    }
    for (const auto& f : fields) s += " " + f;
    return s;
}

std::vector<std::pair<int, int>> FenText::find(char c) const {
    std::vector<std::pair<int, int>> out;
    for (int r = 0; r < ranks(); ++r)
        for (int f = 0; f < files(); ++f)
            if (rows[std::size_t(r)][std::size_t(f)] == c) out.emplace_back(r, f);
    return out;
}

std::vector<std::pair<int, int>> FenText::pieces() const {
    std::vector<std::pair<int, int>> out;
    for (int r = 0; r < ranks(); ++r)
        for (int f = 0; f < files(); ++f)
            if (rows[std::size_t(r)][std::size_t(f)] != '.') out.emplace_back(r, f);
    return out;
}

} // namespace harness::enginefuzz
