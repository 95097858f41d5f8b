#include "harness/game/pgn_reader.h"

#include "harness/game/registry.h"
#include "harness/game/rules.h"
#include "harness/input/text_file.h"

#include <cctype>
#include <fstream>
#include <sstream>

namespace harness::game {

using engine::core::ParseError;
using engine::core::quote;

const std::string* PgnGameRead::tag(std::string_view name) const {
    for (const auto& [k, v] : tags)
        if (k == name) return &v;
    return nullptr;
}

namespace {

constexpr std::string_view Delimiters = "{}()[];$\"";

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

bool is_result(std::string_view t) {
    return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*";
}

// A place in the source: 1-based line and column.
struct Place {
    int line = 1, column = 1;
};

// The game a Variant tag names: a game's PGN name ("Chess960"), or a registry name or alias
// ("chess", "fischerandom"), case-insensitive.
std::optional<Game> game_of_variant(std::string_view value) {
    const std::string v = lower(value);
    for (const Game& g : all_games())
        if (!g->protocol().pgn_variant.empty() && lower(g->protocol().pgn_variant) == v) return g;
    if (auto g = find_game(v)) return *g;
    return std::nullopt;
}

class Reader {
public:
    Reader(std::string_view text, const std::string& source, const PgnReadOptions& options,
        const PgnGameSink& sink)
        : text_(text)
        , source_(source)
        , options_(options)
        , sink_(sink) {
        if (text_.substr(0, 3) == "\xEF\xBB\xBF") advance(3); // UTF-8 byte-order mark
    }

    std::vector<engine::core::ParseError> read() {
        for (skip_blanks(); !eof(); skip_blanks()) read_game();
        return std::move(errors_);
    }

private:
    // One tag pair as read, with the place of its value (for errors about it).
    struct TagRead {
        std::string name, value;
        Place       value_at;
    };
    // The game being read.
    struct Current {
        Place                     start;
        std::vector<TagRead>      tags;
        std::optional<GameRecord> record;
        std::optional<ParseError> error;
        std::vector<std::string>  comments;
        std::string               result;
        int                       after_end = 0, skipped = 0;
    };

    [[nodiscard]] bool  eof() const { return pos_ >= text_.size(); }
    [[nodiscard]] char  peek() const { return eof() ? '\0' : text_[pos_]; }
    [[nodiscard]] Place here() const { return place_; }

    void advance(std::size_t n = 1) {
        for (; n > 0 && !eof(); --n, ++pos_) {
            if (text_[pos_] == '\n') {
                ++place_.line;
                place_.column = 1;
            } else {
                ++place_.column;
            }
        }
    }
    void skip_line() {
        while (!eof() && peek() != '\n') advance();
    }
    // Blanks, rest-of-line comments and `%` escape lines.
    void skip_blanks() {
        while (!eof()) {
            if (is_space(peek()))
                advance();
            else if (peek() == ';' || (peek() == '%' && place_.column == 1))
                skip_line();
            else
                break;
        }
    }

    ParseError error_at(Place at, std::string message) const {
        return ParseError { at.column, std::move(message), at.line, source_ };
    }
    void fail(Current& game, ParseError e) {
        if (!game.error) game.error = std::move(e);
    }

    void read_game() {
        Current game;
        game.start = here();
        while (!eof() && peek() == '[') {
            read_tag(game);
            skip_blanks();
        }
        read_movetext(game);
        finish(game);
    }

    void read_tag(Current& game) {
        const Place open = here();
        advance(); // '['
        while (!eof() && (peek() == ' ' || peek() == '\t')) advance();
        std::string name;
        while (!eof() && (std::isalnum(static_cast<unsigned char>(peek())) || peek() == '_')) {
            name += peek();
            advance();
        }
        if (name.empty()) return tag_error(game, open, "expected a tag name after '['");
        while (!eof() && (peek() == ' ' || peek() == '\t')) advance();
        if (peek() != '"')
            return tag_error(game, here(), "expected '\"' and the value of tag " + quote(name));
        advance();
        const Place at = here();
        std::string value;
        for (;;) {
            if (eof() || peek() == '\n')
                return tag_error(game, at, "unterminated value of tag " + quote(name));
            char c = peek();
            advance();
            if (c == '"') break;
            if (c == '\\' && (peek() == '"' || peek() == '\\')) {
                c = peek();
                advance();
            }
            value += c;
        }
        while (!eof() && (peek() == ' ' || peek() == '\t')) advance();
        if (peek() != ']') return tag_error(game, here(), "expected ']' after tag " + quote(name));
        advance();
        game.tags.push_back({ std::move(name), std::move(value), at });
    }
    void tag_error(Current& game, Place at, std::string message) {
        fail(game, error_at(at, std::move(message)));
        skip_line();
    }

    // The record the tags ask for (game, FEN), made before the first move.
    void start_record(Current& game) {
        if (game.record || game.error) return;
        Game           g   = options_.game.value_or(chess());
        const TagRead* fen = nullptr;
        for (const auto& t : game.tags) {
            if (t.name == "FEN") fen = &t;
            // xqbase.com and XQ programs name the game in a Game tag.
            if (t.name == "Game" && lower(t.value) == "chinese chess") g = xiangqi();
            if (t.name != "Variant") continue;
            auto named = game_of_variant(t.value);
            if (!named)
                return fail(game, error_at(t.value_at, "unknown variant " + quote(t.value)));
            g = *named;
        }
        std::string start = fen ? fen->value : std::string();
        if (fen) {
            if (auto wider = g->wider_game(start))
                if (auto w = find_game(*wider)) g = *w;
        }
        auto record = GameRecord::start(g, start, options_.referee);
        if (!record) {
            const Place at = fen ? Place { fen->value_at.line,
                fen->value_at.column + std::max(record.error().column - 1, 0) }
                                 : game.start;
            return fail(game, error_at(at, "bad FEN: " + record.error().message));
        }
        game.record = std::move(*record);
    }

    void read_movetext(Current& game) {
        for (skip_blanks(); !eof(); skip_blanks()) {
            const Place at = here();
            const char  c  = peek();
            if (c == '[') return; // the next game's tags: this one had no result
            if (c == '{') {
                read_comment(game, at);
            } else if (c == '(') {
                skip_variation(game, at);
            } else if (c == ')') {
                fail(game, error_at(at, "')' without a variation to close"));
                advance();
            } else if (c == '$') {
                advance();
                while (std::isdigit(static_cast<unsigned char>(peek()))) advance();
            } else if (c == '"' || c == ']' || c == '}') {
                fail(game, error_at(at, "unexpected " + quote(std::string(1, c))));
                advance();
            } else {
                std::string token;
                while (!eof() && !is_space(peek())
                    && Delimiters.find(peek()) == std::string_view::npos) {
                    token += peek();
                    advance();
                }
                if (is_result(token)) {
                    game.result = token;
                    return;
                }
                read_move_token(game, token, at);
            }
        }
    }

    void read_comment(Current& game, Place at) {
        advance(); // '{'
        std::string text;
        while (!eof() && peek() != '}') {
            text += is_space(peek()) ? ' ' : peek();
            advance();
        }
        if (eof()) return fail(game, error_at(at, "unterminated comment (no '}')"));
        advance();
        if (game.comments.empty() || game.skipped > 0 || game.after_end > 0) return;
        // Trim; several comments after one move are joined.
        const auto b = text.find_first_not_of(' ');
        if (b == std::string::npos) return;
        text       = text.substr(b, text.find_last_not_of(' ') - b + 1);
        auto& slot = game.comments.back();
        slot += (slot.empty() ? "" : " ") + text;
    }

    void skip_variation(Current& game, Place at) {
        int depth = 0;
        while (!eof()) {
            const char c = peek();
            if (c == '{') {
                while (!eof() && peek() != '}') advance();
            } else if (c == '(') {
                ++depth;
            } else if (c == ')' && --depth == 0) {
                advance();
                return;
            }
            advance();
        }
        fail(game, error_at(at, "unterminated variation (no ')')"));
    }

    void read_move_token(Current& game, std::string_view token, Place at) {
        // A move number ("12.", "12...") or one glued to its move ("12.e4").
        std::size_t digits = 0;
        while (digits < token.size() && std::isdigit(static_cast<unsigned char>(token[digits])))
            ++digits;
        std::size_t dots = digits;
        while (dots < token.size() && token[dots] == '.') ++dots;
        if (dots == token.size()) return; // a move number, or "..." on its own
        if (dots > digits) {
            at.column += int(dots);
            token.remove_prefix(dots);
        }
        while (!token.empty() && (token.back() == '!' || token.back() == '?'))
            token.remove_suffix(1);
        if (token.empty()) return;
        start_record(game);
        if (game.error) return;
        GameRecord& record = *game.record;
        if (record.status().is_over()) {
            ++game.after_end;
            return;
        }
        if (options_.max_plies >= 0 && int(record.moves().size()) >= options_.max_plies) {
            ++game.skipped;
            return;
        }
        auto move = record.game()->parse_any_move(record.fen(), token);
        if (move) move = record.play(*move);
        if (!move) {
            return fail(game,
                error_at(at,
                    "move " + quote(token) + " (ply " + std::to_string(record.moves().size() + 1)
                        + "): " + move.error().message));
        }
        game.comments.emplace_back();
    }

    void finish(Current& game) {
        const bool empty = game.tags.empty() && !game.record && game.result.empty();
        if (empty && !game.error) return; // only comments or blanks
        start_record(game);
        if (game.error) {
            errors_.push_back(std::move(*game.error));
            return;
        }
        PgnGameRead out { .tags = {},
            .record             = std::move(*game.record),
            .comments           = std::move(game.comments),
            .result             = game.result,
            .line               = game.start.line,
            .plies_after_end    = game.after_end,
            .plies_skipped      = game.skipped,
            .foul               = std::nullopt };
        for (auto& t : game.tags) out.tags.emplace_back(std::move(t.name), std::move(t.value));
        if (out.result.empty()) {
            const std::string* tag = out.tag("Result");
            out.result             = tag && is_result(*tag) ? *tag : "*";
        }
        sink_(std::move(out));
    }

    std::string_view                      text_;
    std::size_t                           pos_ = 0;
    Place                                 place_;
    const std::string&                    source_;
    const PgnReadOptions&                 options_;
    const PgnGameSink&                    sink_;
    std::vector<engine::core::ParseError> errors_;
};

} // namespace

std::vector<engine::core::ParseError> for_each_pgn_game(std::string_view text,
    const std::string& source, const PgnReadOptions& options, const PgnGameSink& sink) {
    return Reader(text, source, options, sink).read();
}

std::vector<engine::core::ParseError> for_each_pgn_game_in_file(
    const std::string& path, const PgnReadOptions& options, const PgnGameSink& sink) {
    auto text = input::read_text_file(path, input::PositionLimits);
    if (!text) return { text.error() };
    return for_each_pgn_game(*text, path, options, sink);
}

namespace {

PgnReadResult collected(
    const std::function<std::vector<engine::core::ParseError>(const PgnGameSink&)>& read) {
    PgnReadResult out;
    out.errors = read([&](PgnGameRead&& g) { out.games.push_back(std::move(g)); });
    return out;
}

} // namespace

PgnReadResult read_pgn(
    std::string_view text, const std::string& source, const PgnReadOptions& options) {
    return collected(
        [&](const PgnGameSink& s) { return for_each_pgn_game(text, source, options, s); });
}

PgnReadResult read_pgn_file(const std::string& path, const PgnReadOptions& options) {
    return collected(
        [&](const PgnGameSink& s) { return for_each_pgn_game_in_file(path, options, s); });
}

} // namespace harness::game
