#include "fresh_search.h"

namespace harness::session {

protocol::Answer<protocol::SearchResult> fresh_search(EngineSession& engine, const std::string& fen,
    const std::vector<std::string>& moves, const protocol::Limits& limits) {
    return engine.request([&](protocol::EngineAdapter& a) {
        if (auto n = a.new_game(); !n) return protocol::Answer<protocol::SearchResult>(n.error());
        a.set_position(fen, moves);
        return a.go(limits);
    });
}

} // namespace harness::session
