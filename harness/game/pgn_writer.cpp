#include "harness/game/pgn_writer.h"

#include "harness/game/rules.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <sstream>
#include <string_view>

namespace harness::game {

namespace {

constexpr std::array<std::string_view, 7> SevenTagRoster { "Event", "Site", "Date", "Round",
    "White", "Black", "Result" };

// PGN tag names are letters, digits and underscores.
bool is_tag_name(std::string_view name) {
    return !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
    });
}

std::string escape_tag_value(std::string_view value) {
    std::string out;
    for (char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        out += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
    }
    return out;
}

// A comment's words: a `}` cannot be escaped in PGN and becomes `)`; line breaks are blanks.
std::vector<std::string> comment_words(std::string_view text) {
    std::vector<std::string> words;
    std::string              word;
    for (char c : text) {
        if (c == ' ' || c == '\n' || c == '\r' || c == '\t') {
            if (!word.empty()) words.push_back(std::move(word));
            word.clear();
        } else {
            word += c == '}' ? ')' : c;
        }
    }
    if (!word.empty()) words.push_back(std::move(word));
    return words;
}

// Movetext tokens joined by blanks into lines of at most width characters (a longer token
// gets a line of its own).
class LineWrapper {
public:
    explicit LineWrapper(int width)
        : width_(std::size_t(std::max(width, 1))) { }
    void add(std::string_view token) {
        if (!line_.empty() && line_.size() + 1 + token.size() > width_) flush();
        if (!line_.empty()) line_ += ' ';
        line_ += token;
    }
    void add_comment(std::string_view text) {
        auto words = comment_words(text);
        if (words.empty()) return;
        words.front().insert(0, "{");
        words.back() += '}';
        for (const auto& w : words) add(w);
    }
    std::string finish() {
        flush();
        return std::move(out_);
    }

private:
    void flush() {
        if (line_.empty()) return;
        out_ += line_ + '\n';
        line_.clear();
    }
    std::size_t width_;
    std::string line_, out_;
};

// Fields of a normalised FEN: the mover ("w"/"b") and the full-move number (last field).
struct FenClock {
    bool first_to_move = true;
    int  move_number   = 1;
};

FenClock fen_clock(const std::string& fen) {
    std::istringstream       in(fen);
    std::vector<std::string> fields;
    for (std::string f; in >> f;) fields.push_back(f);
    FenClock clock;
    if (fields.size() > 1) clock.first_to_move = fields[1] != "b";
    if (fields.size() > 5) {
        int n = 0;
        for (char c : fields.back())
            if (c >= '0' && c <= '9' && n < 100000) n = n * 10 + (c - '0');
        clock.move_number = std::max(n, 1);
    }
    return clock;
}

const std::string* find_tag(const PgnGame& game, std::string_view name) {
    for (const auto& [k, v] : game.tags)
        if (k == name) return &v;
    return nullptr;
}

} // namespace

engine::core::Result<std::string> write_pgn(const PgnGame& game, const PgnOptions& options) {
    using engine::core::ParseError;
    if (game.record == nullptr) return ParseError(0, "write_pgn: no game record");
    const GameRecord& record   = *game.record;
    const Game        g        = record.game();
    const Notation    notation = options.notation.value_or(
           g->has_notation(Notation::San) ? Notation::San : g->notations().front());
    for (const auto& [name, value] : game.tags)
        if (!is_tag_name(name))
            return ParseError(0, "write_pgn: bad tag name " + engine::core::quote(name));
    auto moves = record.moves_as(notation);
    if (!moves) return ParseError(0, "write_pgn: " + moves.error().message);

    const Status      status = record.status();
    const std::string result
        = game.result.empty() ? engine::core::to_string(status.result) : game.result;

    std::string out;
    auto        tag = [&](std::string_view name, std::string_view value) {
        out += '[';
        out += name;
        out += " \"" + escape_tag_value(value) + "\"]\n";
    };
    for (auto name : SevenTagRoster) {
        const std::string* given = find_tag(game, name);
        if (name == "Result")
            tag(name, result);
        else if (given)
            tag(name, *given);
        else
            tag(name, name == "Date" ? "????.??.??" : "?");
    }
    const auto& facts = g->protocol();
    if (!facts.pgn_variant.empty() && !find_tag(game, "Variant")) tag("Variant", facts.pgn_variant);
    const bool setup = facts.pgn_needs_fen || record.start_fen() != g->start_fen();
    if (setup && !find_tag(game, "SetUp")) tag("SetUp", "1");
    if (setup && !find_tag(game, "FEN")) tag("FEN", record.start_fen());
    for (const auto& [name, value] : game.tags)
        if (std::find(SevenTagRoster.begin(), SevenTagRoster.end(), name) == SevenTagRoster.end())
            tag(name, value);
    out += '\n';

    LineWrapper text(options.line_width);
    auto [first_to_move, number] = fen_clock(record.start_fen());
    // The mover at the start from the rules (the FEN's "b" is the first player in gomoku).
    first_to_move
        = (record.side_to_move() == engine::core::Color::First) == (moves->size() % 2 == 0);
    bool need_number = true; // a black move after a comment or at the start
    for (std::size_t i = 0; i < moves->size(); ++i) {
        if (first_to_move)
            text.add(std::to_string(number) + ".");
        else if (need_number)
            text.add(std::to_string(number) + "...");
        text.add((*moves)[i]);
        need_number = false;
        if (i < game.comments.size() && !comment_words(game.comments[i]).empty()) {
            text.add_comment(game.comments[i]);
            need_number = true;
        }
        if (!first_to_move) ++number;
        first_to_move = !first_to_move;
    }
    const std::string termination = !game.termination.empty() ? game.termination
        : status.is_over()                                    ? engine::core::to_string(status.kind)
                                                              : std::string();
    text.add_comment(termination);
    text.add(result);
    out += text.finish();
    out += '\n';
    return out;
}

} // namespace harness::game
