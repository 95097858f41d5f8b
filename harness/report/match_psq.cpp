#include "match_psq.h"

#include "harness/game/psq.h"

#include <cctype>

namespace harness::report {

namespace {

std::string file_word(const std::string& name) {
    std::string out;
    for (char ch : name)
        out += std::isalnum(static_cast<unsigned char>(ch)) || ch == '.' || ch == '_' || ch == '-'
            ? ch
            : '_';
    return out.empty() ? "engine" : out;
}

} // namespace

engine::core::Result<std::string> match_game_psq(const match::GameEntry& g, const PgnContext& c) {
    game::PsqGame p;
    const auto&   played = g.played;
    p.start_fen          = played.start_fen.empty() ? g.opening : played.start_fen;
    if (g.swap2) { // the opening's stones in the order they were put
        p.start_fen = c.variant->start_fen();
        p.moves     = g.swap2->stones;
        p.times_ms.assign(p.moves.size(), 0);
    }
    for (const auto& m : played.moves) {
        p.moves.push_back(m.move);
        p.times_ms.push_back(m.time_ms);
    }
    p.names  = { c.names[std::size_t(g.white)], c.names[std::size_t(1 - g.white)] };
    p.result = engine::core::to_string(played.result);
    p.reason = match::to_string(played.reason);
    if (played.reason == match::EndReason::ForbiddenMove)
        p.foul = played.detail.substr(0, played.detail.find(' ')); // "g9 is forbidden ..."
    return game::psq_text(p);
}

std::string psq_file_name(const match::GameEntry& g, const PgnContext& c) {
    return file_word(c.names[std::size_t(g.white)]) + "-vs-"
        + file_word(c.names[std::size_t(1 - g.white)]) + "-round" + std::to_string(g.round + 1)
        + "-game" + std::to_string(g.game + 1) + ".psq";
}

} // namespace harness::report
