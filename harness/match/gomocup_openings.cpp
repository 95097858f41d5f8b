// Gomocup opening files: `dx,dy, dx,dy, ...` offsets from the centre, one opening a line.

#include "openings.h"

#include "harness/game/rules.h"
#include "harness/input/text_file.h"

#include "engine/gomoku/game.h"

#include <cctype>
#include <sstream>

namespace harness::match {

OpeningBook load_gomocup_openings(const std::string& path, game::Game variant) {
    OpeningBook book;
    auto        text = input::read_text_file(path, input::PositionLimits);
    if (!text) {
        book.errors.push_back(text.error());
        return book;
    }
    std::istringstream in(*text);
    const auto         start  = variant->start_fen();
    const auto         board  = engine::gomoku::Position::from_text(start);
    const int          centre = board ? board->size() / 2 : engine::gomoku::DefaultSize / 2;
    std::string        line;
    for (int n = 1; std::getline(in, line); ++n) {
        const auto first = line.find_first_not_of(" \t\r");
        if (first == std::string::npos || line[first] == '#') continue;
        // numbers with their columns
        std::vector<std::pair<int, int>>        numbers; // value, column
        std::optional<engine::core::ParseError> error;
        for (std::size_t i = 0; i < line.size() && !error;) {
            const char c = line[i];
            if (c == ' ' || c == '\t' || c == '\r' || c == ',') {
                ++i;
                continue;
            }
            std::size_t j = i + (c == '-' || c == '+');
            while (j < line.size() && std::isdigit(static_cast<unsigned char>(line[j]))) ++j;
            if (j == i + (c == '-' || c == '+') || j - i > 4)
                error = engine::core::ParseError { int(i) + 1,
                    "expected an offset, got " + engine::core::quote(line.substr(i, j - i + 1)), n,
                    path };
            else
                numbers.push_back({ std::stoi(line.substr(i, j - i)), int(i) + 1 });
            i = j;
        }
        if (!error && numbers.size() % 2)
            error = engine::core::ParseError { numbers.back().second,
                "offsets come in pairs 'dx,dy'; the last one has no dy", n, path };
        std::string fen = start;
        for (std::size_t k = 0; !error && k + 1 < numbers.size(); k += 2) {
            const std::string move = std::to_string(centre + numbers[k].first) + ","
                + std::to_string(centre + numbers[k + 1].first);
            auto next = variant->play(fen, move);
            if (!next)
                error = engine::core::ParseError { numbers[k].second,
                    "stone " + std::to_string(k / 2 + 1) + " (" + move
                        + "): " + next.error().message,
                    n, path };
            else
                fen = *next;
        }
        if (error)
            book.errors.push_back(*error);
        else
            book.fens.push_back(fen);
    }
    return book;
}

} // namespace harness::match
