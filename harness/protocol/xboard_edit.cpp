#include "xboard_edit.h"

#include "engine/core/text.h"
#include "harness/game/board_text.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace harness::protocol {

namespace {

using engine::core::ParseError;

using engine::core::words;

char edit_letter(char fen_letter, std::string_view pairs) {
    char upper = char(std::toupper(static_cast<unsigned char>(fen_letter)));
    for (std::size_t i = 0; i + 1 < pairs.size(); i += 2)
        if (pairs[i] == upper) return pairs[i + 1];
    return upper;
}

// The FEN letter of an edit letter (the inverse of edit_letter).
char fen_letter(char edit, std::string_view pairs) {
    for (std::size_t i = 0; i + 1 < pairs.size(); i += 2)
        if (pairs[i + 1] == edit) return pairs[i];
    return edit;
}

// Chess castling rights engines assume after edit: a king on e1/e8 with a rook on h or a.
std::string assumed_castling(const std::vector<std::string>& rows) {
    if (rows.size() != 8 || rows[0].size() != 8) return "-";
    std::string out;
    if (rows[7][4] == 'K') {
        if (rows[7][7] == 'R') out += 'K';
        if (rows[7][0] == 'R') out += 'Q';
    }
    if (rows[0][4] == 'k') {
        if (rows[0][7] == 'r') out += 'k';
        if (rows[0][0] == 'r') out += 'q';
    }
    return out.empty() ? "-" : out;
}

} // namespace

engine::core::Result<std::string> read_xboard_edit(
    game::Game game, std::string_view before, const std::vector<std::string>& commands) {
    const auto& facts = game->protocol();
    auto        w     = words(before);
    if (w.size() < 2) return ParseError(1, "'" + std::string(before) + "' is not a FEN");
    // The board's size from `before`'s board field.
    std::size_t ranks = 1, files = 0;
    for (char c : w[0]) ranks += c == '/';
    for (char c : w[0].substr(0, w[0].find('/')))
        files += std::isdigit(static_cast<unsigned char>(c)) ? std::size_t(c - '0') : 1;
    std::vector<std::string> rows(ranks, std::string(files, '.'));
    const int                lowest = facts.iccs_ranks ? 0 : 1;
    bool                     first  = true;
    for (std::size_t i = 0; i < commands.size(); ++i) {
        const auto& c = commands[i];
        if (c == "edit" || c == ".") continue;
        if (c == "#") {
            rows.assign(ranks, std::string(files, '.'));
            continue;
        }
        if (c == "c") {
            first = !first;
            continue;
        }
        const int file = c.size() >= 3 ? c[1] - 'a' : -1;
        int       rank = -1;
        if (c.size() >= 3 && c.size() <= 4 && std::isalpha(static_cast<unsigned char>(c[0]))
            && std::all_of(c.begin() + 2, c.end(),
                [](char d) { return std::isdigit(static_cast<unsigned char>(d)); }))
            rank = std::stoi(c.substr(2)) - lowest;
        if (file < 0 || file >= int(files) || rank < 0 || rank >= int(ranks))
            return ParseError(int(i) + 1, "'" + c + "' is not an edit command or a placement");
        char piece = fen_letter(c[0], facts.xboard_edit_letters);
        piece      = char(first ? std::toupper(static_cast<unsigned char>(piece))
                                : std::tolower(static_cast<unsigned char>(piece)));
        rows[ranks - 1 - std::size_t(rank)][std::size_t(file)] = piece;
    }
    return game::board_field(rows) + " " + w[1] + " " + assumed_castling(rows) + " - 0 1";
}

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
