#include "xboard_edit.h"

#include <cctype>
#include <sstream>

namespace harness::protocol {

namespace {

using engine::core::ParseError;

std::vector<std::string> words(std::string_view text) {
    std::vector<std::string> out;
    std::istringstream       in { std::string(text) };
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

char edit_letter(char fen_letter, std::string_view pairs) {
    char upper = char(std::toupper(static_cast<unsigned char>(fen_letter)));
    for (std::size_t i = 0; i + 1 < pairs.size(); i += 2)
        if (pairs[i] == upper) return pairs[i + 1];
    return upper;
}

} // namespace

engine::core::Result<XboardEdit> xboard_edit(game::Game game, std::string_view fen) {
    const auto& facts = game->protocol();
    auto        space = fen.find(' ');
    auto        board = fen.substr(0, space);
    bool        second
        = space != std::string_view::npos && space + 1 < fen.size() && fen[space + 1] == 'b';

    // Rows of the board field, top (the second player's back rank) first.
    std::vector<std::string_view> rows;
    for (std::size_t start = 0;;) {
        auto slash = board.find('/', start);
        rows.push_back(board.substr(start, slash - start));
        if (slash == std::string_view::npos) break;
        start = slash + 1;
    }
    int                      lowest = facts.iccs_ranks ? 0 : 1;
    std::vector<std::string> first, other;
    std::size_t              column = 0;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        int rank = lowest + int(rows.size() - 1 - r);
        int file = 0;
        for (std::size_t i = 0; i < rows[r].size(); ++i) {
            char c = rows[r][i];
            if (std::isdigit(static_cast<unsigned char>(c))) {
                file += c - '0';
            } else if (std::isalpha(static_cast<unsigned char>(c))) {
                if (file > 25)
                    return ParseError(int(column + i) + 1, "board too wide for xboard edit");
                auto placement = std::string(1, edit_letter(c, facts.xboard_edit_letters))
                    + char('a' + file) + std::to_string(rank);
                (std::isupper(static_cast<unsigned char>(c)) ? first : other).push_back(placement);
                ++file;
            } else {
                return ParseError(int(column + i) + 1,
                    "'" + std::string(1, c) + "' is not a piece or a count in a FEN board");
            }
        }
        column += rows[r].size() + 1;
    }

    XboardEdit out;
    out.prelude
        = words(second ? facts.xboard_edit_prelude_second : facts.xboard_edit_prelude_first);
    out.commands = { "edit", "#" };
    out.commands.insert(out.commands.end(), first.begin(), first.end());
    out.commands.push_back("c");
    out.commands.insert(out.commands.end(), other.begin(), other.end());
    out.commands.push_back(".");
    return out;
}

} // namespace harness::protocol
