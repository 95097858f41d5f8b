#include "dialect.h"

#include "harness/protocol/info_parse.h"
#include "harness/protocol/spell.h"
#include "harness/protocol/xboard_edit.h"
#include "harness/protocol/xboard_parse.h"

namespace harness::enginefuzz {

using protocol::Protocol;

namespace {

std::string_view first_word(std::string_view line) {
    const auto b = line.find_first_not_of(" \t\r");
    if (b == std::string_view::npos) return {};
    const auto e = line.find_first_of(" \t\r", b);
    return line.substr(b, e == std::string_view::npos ? std::string_view::npos : e - b);
}

} // namespace

bool is_command(std::string_view line, std::string_view word) { return first_word(line) == word; }

std::vector<std::string> Dialect::handshake() const {
    const auto&              facts = game->protocol();
    std::vector<std::string> out;
    if (proto == Protocol::Xboard) {
        out = { "xboard", "protover 2", "new" };
        if (!facts.xboard_variant.empty())
            out.push_back("variant " + std::string(facts.xboard_variant));
        for (const auto& [name, value] : options)
            out.push_back(protocol::spell::xboard_option(name, value));
        out.emplace_back("force");
        out.emplace_back("post");
        return out;
    }
    if (proto == Protocol::Ucci) {
        out = { "ucci" };
        for (const auto& [name, value] : options)
            out.push_back(protocol::spell::ucci_setoption(name, value));
        return out;
    }
    out = { "uci" };
    for (auto& line : protocol::spell::uci_game_options(facts)) out.push_back(std::move(line));
    for (const auto& [name, value] : options)
        out.push_back(protocol::spell::uci_setoption(name, value));
    return out;
}

std::vector<std::string> Dialect::position(
    const std::optional<std::string>& fen, const std::vector<std::string>& moves) const {
    if (proto == Protocol::Xboard) {
        std::vector<std::string> out { "new" };
        if (const auto& v = game->protocol().xboard_variant; !v.empty())
            out.push_back("variant " + std::string(v));
        out.emplace_back("force");
        auto move = [&](const std::string& m) {
            return (xboard_usermove ? "usermove " : "") + to_engine(m);
        };
        if (fen) {
            std::optional<protocol::XboardEdit> edit; // a FEN edit cannot say goes as setboard
            if (!xboard_setboard)
                if (auto e = protocol::xboard_edit(game, *fen)) edit = std::move(*e);
            if (edit) {
                for (const auto& m : edit->prelude) out.push_back(move(m));
                out.insert(out.end(), edit->commands.begin(), edit->commands.end());
            } else {
                out.push_back("setboard " + *fen);
            }
        }
        for (const auto& m : moves) out.push_back(move(m)); // force mode: moves
        return out;
    }
    std::vector<std::string> spelled;
    for (const auto& m : moves) spelled.push_back(to_engine(m));
    return { protocol::spell::position(fen, spelled) };
}

std::vector<std::string> Dialect::go(int depth) const {
    // xboard engines may ignore sd (Phalanx does) and search on their clock: st bounds them.
    if (proto == Protocol::Xboard) return { "sd " + std::to_string(depth), "st 1", "go" };
    return { "go depth " + std::to_string(depth) };
}

std::string Dialect::sync(int n) const {
    return proto == Protocol::Xboard ? "ping " + std::to_string(n) : "isready";
}

bool Dialect::is_sync(std::string_view sent) const {
    if (proto != Protocol::Xboard) return is_command(sent, "isready");
    // "ping N": an engine owes no pong to a ping without its number.
    if (!is_command(sent, "ping")) return false;
    auto n = sent.substr(sent.find("ping") + 4);
    n.remove_prefix(std::min(n.find_first_not_of(' '), n.size()));
    return !n.empty() && n.find_first_not_of("0123456789") == std::string_view::npos;
}

bool Dialect::starts_search(std::string_view sent) const {
    if (!is_command(sent, "go")) return false;
    if (proto == Protocol::Xboard) return true;
    for (std::string_view w : { " infinite", " ponder", " perft" })
        if (sent.find(w) != std::string_view::npos) return false;
    return true;
}

bool Dialect::stops_search(std::string_view sent) const {
    return is_command(sent, proto == Protocol::Xboard ? "?" : "stop");
}

bool Dialect::answers_sync(std::string_view line) const {
    if (proto == Protocol::Xboard) return protocol::parse_pong_line(line).has_value();
    return first_word(line) == "readyok";
}

std::optional<std::string> Dialect::answer_move(std::string_view line) const {
    const auto word = first_word(line);
    if (proto == Protocol::Xboard) {
        if (word != "move") return std::nullopt;
        auto m = protocol::parse_move_line(line);
        return m ? from_engine(*m) : std::string();
    }
    if (proto == Protocol::Ucci && word == "nobestmove") return std::string("(none)");
    if (word != "bestmove") return std::nullopt;
    auto b = protocol::parse_bestmove_line(line);
    return b ? from_engine(b->move) : std::string();
}

std::string Dialect::to_engine(const std::string& move) const {
    return game->protocol().iccs_ranks && ranks_1_to_10 ? protocol::ranks0_to_ranks1(move) : move;
}

std::string Dialect::from_engine(const std::string& move) const {
    return game->protocol().iccs_ranks && ranks_1_to_10 ? protocol::ranks1_to_ranks0(move) : move;
}

} // namespace harness::enginefuzz
