#pragma once
// One search as if in a new game: "new game", the position (a FEN and moves from it), one `go`
// with `limits`, through EngineSession::request (a fault restarts the engine). The runners that
// search positions one by one (book, treesize, symmetry) ask this way, so that no position
// inherits another's hash or history.

#include "harness/session/engine_session.h"

#include <string>
#include <vector>

namespace harness::session {

[[nodiscard]] protocol::Answer<protocol::SearchResult> fresh_search(EngineSession& engine,
    const std::string& fen, const std::vector<std::string>& moves, const protocol::Limits& limits);

} // namespace harness::session
