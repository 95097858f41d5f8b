#include "epd.h"

#include "harness/game/visit.h"
#include "harness/input/text_file.h"

#include <algorithm>
#include <array>
#include <fstream>
#include <iterator>

namespace harness::game {

namespace {

using engine::core::quote;

// Step 0. Tokens of one line, with 1-based columns.
struct Token {
    std::string text;
    int         column    = 0;
    bool        quoted    = false;
    bool        semicolon = false;
};

bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\0' || c == '\v' || c == '\f' || c == '\n';
}

bool is_integer(std::string_view s) {
    if (!s.empty() && s[0] == '-') s.remove_prefix(1);
    return !s.empty() && s.size() <= 9
        && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

bool is_unsigned(std::string_view s) { return !s.empty() && s[0] != '-' && is_integer(s); }

int column_of(std::size_t index) { return int(index) + 1; }

Result<std::vector<Token>> tokenize(std::string_view line) {
    std::vector<Token> out;
    std::size_t        i = 0;
    while (i < line.size()) {
        if (is_blank(line[i])) {
            ++i;
            continue;
        }
        Token t;
        t.column = column_of(i);
        if (line[i] == ';') {
            t.semicolon = true;
            t.text      = ";";
            ++i;
        } else if (line[i] == '"') {
            // quoted string: \" and \\ are escapes, any other backslash is literal
            t.quoted           = true;
            std::size_t j      = i + 1;
            bool        closed = false;
            while (j < line.size()) {
                char c = line[j];
                if (c == '\\' && j + 1 < line.size()
                    && (line[j + 1] == '"' || line[j + 1] == '\\')) {
                    t.text += line[j + 1];
                    j += 2;
                } else if (c == '"') {
                    closed = true;
                    ++j;
                    break;
                } else {
                    t.text += c;
                    ++j;
                }
            }
            if (!closed)
                return ParseError(t.column,
                    "unterminated string, expected '\"' before the end of the line, got "
                        + quote(line.substr(i)));
            i = j;
        } else {
            std::size_t j = i;
            while (j < line.size() && !is_blank(line[j]) && line[j] != ';') ++j;
            t.text = std::string(line.substr(i, j - i));
            i      = j;
        }
        out.push_back(std::move(t));
    }
    return out;
}

bool is_word(const Token& t) { return !t.quoted && !t.semicolon; }

bool is_opcode_start(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
        || static_cast<unsigned char>(c) >= 0x80;
}

std::string describe(const Token* t) {
    return t ? quote(t->quoted ? '"' + t->text + '"' : t->text) : "end of line";
}

// Step 1. Position fields: placement, side, castling, en passant, optional counters.
std::optional<ParseError> parse_position(
    const std::vector<Token>& tokens, std::size_t& next, EpdRecord& record, int eol) {
    static constexpr std::array<const char*, 4> Names
        = { "a piece placement", "a side to move", "castling rights", "an en passant square" };
    std::vector<std::string> fields;
    for (std::size_t f = 0; f < 4; ++f) {
        const Token* t = f < tokens.size() ? &tokens[f] : nullptr;
        if (!t || !is_word(*t))
            return ParseError(t ? t->column : eol,
                std::string("expected 4 position fields, missing ") + Names[f] + ", got "
                    + describe(t));
        fields.push_back(t->text);
    }
    const auto& placement = fields[0];
    if (placement.find('/') == std::string::npos
        || !std::all_of(placement.begin(), placement.end(), [](char c) {
               return c == '/' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z')
                   || (c >= 'A' && c <= 'Z');
           }))
        return ParseError(tokens[0].column, "expected a piece placement, got " + quote(placement));
    if (fields[1] != "w" && fields[1] != "b" && fields[1] != "r")
        return ParseError(
            tokens[1].column, "expected side to move 'w' or 'b', got " + quote(fields[1]));
    next = 4;
    // "- -1 12": en passant glued to the halfmove counter (Kaufman suite)
    if (fields[3].size() > 1 && fields[3][0] == '-' && is_unsigned(fields[3].substr(1))) {
        record.halfmove = std::stoi(fields[3].substr(1));
        fields[3]       = "-";
        record.fullmove = 1;
        if (next < tokens.size() && is_word(tokens[next]) && is_unsigned(tokens[next].text))
            record.fullmove = std::stoi(tokens[next++].text);
    } else if (next + 1 < tokens.size() && is_word(tokens[next]) && is_word(tokens[next + 1])
        && is_unsigned(tokens[next].text) && is_unsigned(tokens[next + 1].text)) {
        record.halfmove = std::stoi(tokens[next].text);
        record.fullmove = std::stoi(tokens[next + 1].text);
        next += 2;
    }
    record.position = fields[0] + ' ' + fields[1] + ' ' + fields[2] + ' ' + fields[3];
    return std::nullopt;
}

// Step 2. Operand checks per opcode family.
std::optional<ParseError> check_operation(EpdOperation& op, int opcode_column) {
    if (is_move_opcode(op.opcode)) {
        if (op.operands.empty())
            return ParseError(opcode_column, "expected a move after " + quote(op.opcode));
    } else if (is_integer_opcode(op.opcode)) {
        if (op.operands.size() != 1)
            return ParseError(op.operands.empty() ? opcode_column : op.columns[1],
                "expected 1 integer operand for " + quote(op.opcode) + ", got "
                    + std::to_string(op.operands.size()));
        if (!is_integer(op.operands[0]))
            return ParseError(op.columns[0],
                "expected an integer after " + quote(op.opcode) + ", got " + quote(op.operands[0]));
    } else if (is_string_opcode(op.opcode)) {
        if (op.operands.empty())
            return ParseError(opcode_column, "expected a string after " + quote(op.opcode));
        // unquoted multi-word strings are joined
        for (std::size_t k = 1; k < op.operands.size(); ++k) op.operands[0] += ' ' + op.operands[k];
        op.operands.resize(1);
        op.columns.resize(1);
    }
    return std::nullopt;
}

bool needs_quotes(std::string_view opcode, std::string_view s) {
    if (is_string_opcode(opcode) || s.empty()) return true;
    if (is_move_opcode(opcode) && (s == "+" || s == "#")) return true;
    return std::any_of(s.begin(), s.end(),
        [](char c) { return is_blank(c) || c == ';' || c == '"' || c == '\\'; });
}

std::string quoted(std::string_view s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + '"';
}

} // namespace

bool is_move_opcode(std::string_view op) {
    return op == "bm" || op == "am" || op == "pm" || op == "pv" || op == "sm";
}

bool is_integer_opcode(std::string_view op) {
    return op == "acd" || op == "acn" || op == "acs" || op == "ce" || op == "dm" || op == "hmvc"
        || op == "hmvn" || op == "fmvn";
}

bool is_string_opcode(std::string_view op) {
    return op == "id" || (op.size() == 2 && op[0] == 'c' && op[1] >= '0' && op[1] <= '9');
}

bool is_known_opcode(std::string_view op) {
    return is_move_opcode(op) || is_integer_opcode(op) || is_string_opcode(op);
}

const EpdOperation* EpdRecord::find(std::string_view opcode) const {
    for (const auto& op : operations)
        if (op.opcode == opcode) return &op;
    return nullptr;
}

std::optional<std::string> EpdRecord::operand(std::string_view opcode) const {
    const auto* op = find(opcode);
    if (!op || op->operands.empty()) return std::nullopt;
    return op->operands[0];
}

std::string EpdRecord::fen() const {
    auto counter = [&](const std::optional<int>&               field,
                       std::initializer_list<std::string_view> opcodes, int fallback) {
        if (field) return std::to_string(*field);
        for (auto opcode : opcodes)
            if (auto v = operand(opcode); v && is_unsigned(*v)) return *v;
        return std::to_string(fallback);
    };
    // The PGN standard's hmvc (16.2.5.6), and hmvn as some suites spell it.
    return position + ' ' + counter(halfmove, { "hmvc", "hmvn" }, 0) + ' '
        + counter(fullmove, { "fmvn" }, 1);
}

Result<EpdRecord> parse_epd_record(std::string_view line) {
    auto tokens = tokenize(line);
    if (!tokens) return tokens.error();
    const auto& toks = *tokens;
    const int   eol  = column_of(line.size());

    EpdRecord   record;
    std::size_t i = 0;
    if (auto e = parse_position(toks, i, record, eol)) return *e;

    // Step 3. Operations. An operation that reaches the end of the line without ';' ends at the
    // next known opcode instead ("FEN bm Be2 dm 21").
    std::size_t last_semicolon = 0;
    for (std::size_t k = 0; k < toks.size(); ++k)
        if (toks[k].semicolon) last_semicolon = k + 1;
    while (i < toks.size()) {
        const Token& head = toks[i];
        if (head.semicolon) {
            ++i;
            continue;
        }
        if (!is_word(head) || !is_opcode_start(head.text[0]))
            return ParseError(head.column, "expected an opcode, got " + describe(&head));
        EpdOperation op;
        op.opcode = head.text;
        if (record.find(op.opcode))
            return ParseError(head.column, "duplicate opcode " + quote(op.opcode));
        ++i;
        const bool unterminated = i >= last_semicolon;
        for (; i < toks.size() && !toks[i].semicolon; ++i) {
            const Token& t = toks[i];
            if (unterminated && is_word(t) && is_known_opcode(t.text)) break;
            if (is_move_opcode(op.opcode) && is_word(t) && (t.text == "+" || t.text == "#")
                && !op.operands.empty()) {
                op.operands.back() += t.text; // "Qd1 +"
                continue;
            }
            op.operands.push_back(t.text);
            op.columns.push_back(t.column);
        }
        if (auto e = check_operation(op, head.column)) return *e;
        record.operations.push_back(std::move(op));
    }
    return record;
}

EpdFile parse_epd(std::string_view text, std::string_view source) {
    EpdFile file;
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3); // UTF-8 BOM
    int line_number = 0;
    while (!text.empty()) {
        auto             nl   = text.find('\n');
        std::string_view line = text.substr(0, nl);
        text = nl == std::string_view::npos ? std::string_view {} : text.substr(nl + 1);
        ++line_number;

        auto first = std::find_if(line.begin(), line.end(), [](char c) { return !is_blank(c); });
        if (first == line.end() || *first == '#') continue;
        auto r = parse_epd_record(line);
        if (r) {
            r->line = line_number;
            file.records.push_back(std::move(*r));
        } else {
            auto e   = r.error();
            e.line   = line_number;
            e.source = std::string(source);
            file.errors.push_back(std::move(e));
        }
    }
    return file;
}

EpdFile load_epd(const std::string& path) {
    auto text = input::read_text_file(path, input::PositionLimits);
    if (!text) {
        EpdFile file;
        file.errors.push_back(text.error());
        return file;
    }
    return parse_epd(*text, path);
}

std::string to_string(const EpdRecord& record) {
    std::string out = record.position;
    if (record.halfmove && record.fullmove)
        out += ' ' + std::to_string(*record.halfmove) + ' ' + std::to_string(*record.fullmove);
    for (const auto& op : record.operations) {
        out += ' ' + op.opcode;
        for (const auto& operand : op.operands)
            out += ' ' + (needs_quotes(op.opcode, operand) ? quoted(operand) : operand);
        out += ';';
    }
    return out;
}

std::string to_string(const EpdFile& file) {
    std::string out;
    for (const auto& r : file.records) out += to_string(r) + '\n';
    return out;
}

// Step 4. Move resolution against the rules libraries.
namespace {

template <class G, class ParsePos, class ParseMove, class Expand>
Result<ResolvedMoves> resolve(const EpdRecord& record, std::string_view source,
    ParsePos parse_position_text, ParseMove parse_move, Expand expand_avoid) {
    auto error = [&](int column, std::string message) {
        return ParseError(column, std::move(message), record.line, std::string(source));
    };
    auto pos = parse_position_text(record.fen());
    if (!pos)
        return error(1, "bad position " + quote(record.position) + ": " + pos.error().message);

    ResolvedMoves out;
    if (auto dm = record.operand("dm"); dm && is_integer(*dm)) out.mate = std::stoi(*dm);
    // "FEN Be2 dm 21" (hard-mates-blass-uri.epd line 20): a legal move read as an opcode
    for (const auto& op : record.operations)
        if (!is_known_opcode(op.opcode) && op.operands.empty() && parse_move(*pos, op.opcode))
            return error(0, "opcode " + quote(op.opcode) + " is a legal move: missing 'bm'?");
    for (const auto* name : { "bm", "am", "pm", "pv" }) {
        const auto* op = record.find(name);
        if (!op) continue;
        auto&                list     = name[0] == 'b' ? out.bm
                               : name[0] == 'a'        ? out.am
                               : name[1] == 'm'        ? out.pm
                                                       : out.pv;
        typename G::Position line_pos = *pos;
        for (std::size_t k = 0; k < op->operands.size(); ++k) {
            const auto& text   = op->operands[k];
            const int   column = k < op->columns.size() ? op->columns[k] : 0;
            if (list.empty() && op->opcode == "bm" && text.size() > 1 && text[0] == '#'
                && is_integer(text.substr(1))) {
                out.mate = std::stoi(text.substr(1)); // matetrack: "bm #-3"
                continue;
            }
            const auto& at = op->opcode == "pv" ? line_pos : *pos;
            auto        m  = parse_move(at, text);
            if (!m && op->opcode == "am") {
                auto all = expand_avoid(at, text);
                if (all.size() > 1) {
                    for (auto a : all) list.push_back(G::to_text(at, a));
                    continue;
                }
            }
            if (!m)
                return error(column,
                    "cannot resolve " + quote(op->opcode) + " move " + quote(text) + ": "
                        + m.error().message);
            list.push_back(G::to_text(at, *m));
            if (op->opcode == "pv") G::do_move(line_pos, *m);
        }
    }
    return out;
}

} // namespace

Result<ResolvedMoves> resolve_moves(
    const EpdRecord& record, game::Game variant, std::string_view source) {
    return game::visit(variant, [&](const auto& rules) {
        using G      = typename std::decay_t<decltype(rules)>::GameType;
        using Traits = game::detail::GameTraits<G>;
        return resolve<G>(
            record, source, [&](const std::string& fen) { return rules.parse(fen); },
            &Traits::parse_any, &Traits::loose_matches);
    });
}

} // namespace harness::game
