#include "positions.h"

#include "harness/game/epd.h"
#include "harness/game/pgn_reader.h"
#include "harness/game/rules.h"
#include "harness/input/text_file.h"

#include "engine/gomoku/game.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <sstream>
#include <utility>

namespace harness::game {

using engine::core::quote;

namespace {

constexpr std::array<std::pair<PositionFormat, const char*>, 4> FormatNames { {
    { PositionFormat::Epd, "epd" },
    { PositionFormat::PerftSuite, "perft" },
    { PositionFormat::Pgn, "pgn" },
    { PositionFormat::Gomocup, "gomocup" },
} };

PositionList load_epd_positions(const std::string& path, const Game& variant) {
    PositionList list;
    auto         file = load_epd(path);
    list.errors       = file.errors;
    for (const auto& r : file.records) {
        auto fen = variant->normalize(r.fen());
        if (!fen) {
            auto e   = fen.error();
            e.source = path;
            e.line   = r.line;
            list.errors.push_back(e);
            continue;
        }
        list.fens.push_back(*fen);
    }
    return list;
}

PositionList load_pgn_positions(const std::string& path, const Game& variant, int plies) {
    PgnReadOptions options;
    options.game      = variant;
    options.max_plies = plies;
    auto         read = read_pgn_file(path, options);
    PositionList list;
    list.errors = std::move(read.errors);
    for (const auto& g : read.games) {
        if (g.record.game() != variant) {
            const auto* tag = g.tag("Variant");
            list.errors.push_back(ParseError(1,
                "a game of variant " + quote(tag ? *tag : g.record.game().name()) + " in a "
                    + variant.name() + " book",
                g.line, path));
            continue;
        }
        if (g.record.status().is_over()) {
            const auto& moves = g.record.moves();
            list.errors.push_back(ParseError(1,
                "the opening ends the game "
                    + (moves.empty() ? "at its start " + quote(g.record.start_fen())
                                     : "after " + quote(moves.back()))
                    + " (" + g.record.explain_status() + ")",
                g.line, path));
            continue;
        }
        list.fens.push_back(g.record.fen());
    }
    std::sort(list.errors.begin(), list.errors.end(),
        [](const ParseError& a, const ParseError& b) { return a.line < b.line; });
    return list;
}

PositionList load_gomocup_positions(const std::string& path, const Game& variant) {
    PositionList list;
    auto         text = input::read_text_file(path, input::PositionLimits);
    if (!text) {
        list.errors.push_back(text.error());
        return list;
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
            list.errors.push_back(*error);
        else
            list.fens.push_back(fen);
    }
    return list;
}

PositionList load_perft_positions(const std::string& path, const Rules& rules) {
    auto         suite = load_perft_suite(path, rules);
    PositionList list;
    list.errors = std::move(suite.errors);
    for (const auto& e : suite.entries) list.fens.push_back(e.fen);
    return list;
}

} // namespace

const char* to_string(PositionFormat f) {
    for (const auto& [format, name] : FormatNames)
        if (format == f) return name;
    return "?";
}

std::optional<PositionFormat> parse_position_format(std::string_view text) {
    for (const auto& [format, name] : FormatNames)
        if (text == name) return format;
    return std::nullopt;
}

PositionFormat position_format(const std::string& path, const Game& game) {
    if (path.ends_with(".pgn")) return PositionFormat::Pgn;
    return game->protocol().gomocup && !path.ends_with(".epd") ? PositionFormat::Gomocup
                                                               : PositionFormat::Epd;
}

PositionList load_positions(
    const std::string& path, const Game& game, PositionFormat format, int plies) {
    switch (format) {
    case PositionFormat::Pgn:
        return load_pgn_positions(path, game, plies);
    case PositionFormat::Gomocup:
        return load_gomocup_positions(path, game);
    case PositionFormat::PerftSuite:
        return load_perft_positions(path, *game);
    case PositionFormat::Epd:
        break;
    }
    return load_epd_positions(path, game);
}

engine::core::PerftSuite load_perft_suite(const std::string& path, const Rules& rules) {
    engine::core::PerftSuite out;
    auto                     text = input::read_text_file(path, input::PositionLimits);
    if (!text) {
        out.errors.push_back(text.error());
        return out;
    }
    auto suite = engine::core::parse_perft_suite(*text, path);
    out.errors = suite.errors;
    for (auto& e : suite.entries) {
        auto fen = rules.normalize(e.fen);
        if (!fen) {
            ParseError err = fen.error();
            err.line       = e.line;
            err.source     = path;
            err.message    = "position rejected: " + err.message;
            err.column     = 0;
            out.errors.push_back(err);
            continue;
        }
        e.fen = *fen;
        out.entries.push_back(std::move(e));
    }
    std::stable_sort(out.errors.begin(), out.errors.end(),
        [](const auto& a, const auto& b) { return a.line < b.line; });
    return out;
}

std::optional<FirstPosition> first_position(const std::string& path) {
    auto text = input::read_text_file(path, input::PositionLimits);
    if (!text) return std::nullopt;
    // Only the file's head is read: up to its first line that is not blank, a comment or a
    // python-chess "id"/"perft" line (the position line, or none).
    std::size_t end = 0;
    while (end < text->size()) {
        const auto eol   = std::min(text->find('\n', end), text->size());
        const auto first = text->find_first_not_of(" \t\r", end);
        end              = eol + 1;
        if (first >= eol || (*text)[first] == '#') continue;
        const auto word = text->substr(first, text->find_first_of(" \t\r\n", first) - first);
        if (word != "id" && word != "perft") break;
    }
    const std::string_view head(text->data(), std::min(end, text->size()));
    // Whichever reader finds the position: a perft suite's (";D1 20", python-chess .perft) or an
    // EPD record's.
    if (auto perft = engine::core::parse_perft_suite(head, path); !perft.entries.empty())
        return FirstPosition { perft.entries[0].fen, perft.entries[0].line };
    if (auto epd = parse_epd(head, path); !epd.records.empty())
        return FirstPosition { epd.records[0].fen(), epd.records[0].line };
    return std::nullopt;
}

} // namespace harness::game
