#pragma once
// EngineAdapter: one interface over UCI, UCCI and xboard engines (python-chess's Protocol).
// Every call is blocking with a deadline; engine misbehaviour comes back as a Fault in the
// Answer (never an exception). Moves in and out are canonical for the variant (see types.h);
// dialects (e.g. xiangqi ranks 1-10) are translated inside the adapter.

#include "eval_line.h"
#include "types.h"

#include "harness/game/registry.h"

#include "harness/process/transport.h"

#include <chrono>
#include <string>
#include <vector>

namespace harness::protocol {

// Deadlines an adapter uses (generous defaults; tests shorten them).
struct Timeouts {
    std::chrono::milliseconds handshake { 10000 };
    std::chrono::milliseconds ping { 10000 };
    std::chrono::milliseconds perft { 600000 };
    std::chrono::milliseconds search_margin { 5000 }; // added to movetime / clock limits
};

// What an adapter can do with the engine it talks to. Known after handshake() (some depend on
// what the engine announced; UCCI's perft is measured at the first perft() and true until then);
// runners check them before asking for something the protocol or the engine does not have,
// instead of faulting on every position.
struct Capabilities {
    bool perft         = false; // perft(): "go perft N" in Stockfish's divide format
    bool node_limit    = false; // Limits::nodes
    bool mate_limit    = false; // Limits::mate ("go mate N")
    bool any_position  = true; // set_position() with any FEN; false: the start position + moves
    bool ping          = true; // ping(): isready/readyok or xboard ping/pong
    bool ranks_1_to_10 = false; // xiangqi over plain UCI: the engine speaks ranks 1-10
    bool banmoves      = false; // Limits::banmoves (UCCI)
    // xboard features that change what a raw client (the fuzzer) must write: `setboard`
    // (without it positions go through `edit`) and `usermove` (moves need the prefix).
    bool xboard_setboard = true;
    bool xboard_usermove = false;
    bool swap2           = false; // swap2(): the Gomocup's SWAP2BOARD
};

class EngineAdapter {
public:
    virtual ~EngineAdapter() = default;

    // Protocol handshake ("uci" ... "uciok"); selects the variant (UCI_Variant, UCI_Chess960).
    [[nodiscard]] virtual Answer<EngineId> handshake(game::Game variant) = 0;
    // Set options (name, value) as the protocol spells them.
    [[nodiscard]] virtual Answer<Unit> configure(
        const std::vector<std::pair<std::string, std::string>>& options)
        = 0;
    [[nodiscard]] virtual Answer<Unit> new_game() = 0;
    // Remember the position; sent with the next go/perft.
    virtual void set_position(const std::string& fen, const std::vector<std::string>& moves) = 0;
    [[nodiscard]] virtual Answer<SearchResult> go(const Limits& limits)                      = 0;
    // "go perft N" (Stockfish format); without capabilities().perft, a Malformed fault.
    [[nodiscard]] virtual Answer<PerftResult> perft(int depth) = 0;
    // isready/readyok (or xboard ping/pong).
    [[nodiscard]] virtual Answer<Unit> ping() = 0;
    virtual void                       quit() = 0;
    // What this adapter and engine support (see Capabilities); complete after handshake().
    [[nodiscard]] virtual Capabilities capabilities() const = 0;
    // The engine's dialect as measured or set at the handshake, for `arbiter check` ("moves with
    // ranks 1-10 (measured: ...)"); empty when the protocol has no dialect to tell.
    [[nodiscard]] virtual std::string dialect() const { return {}; }
    // The engine's static evaluation of the position set (its `eval` command, eval_line.h);
    // nullopt when the protocol or the engine has none.
    [[nodiscard]] virtual Answer<std::optional<StaticEval>> static_eval() {
        return std::optional<StaticEval> {};
    }
    // A Swap2 opening's step (the Gomocup's SWAP2BOARD): the `opening` stones so far (canonical, in
    // move order from `fen`'s empty board: 0, 3 or 5) sent with the limits of a turn; the answer
    // checked against the protocol (0 stones: three; 3: SWAP, one or two; 5: SWAP or one; each
    // on an empty point) -- a wrong count or a bad stone is an IllegalMove fault. Without
    // capabilities().swap2, a Malformed fault.
    [[nodiscard]] virtual Answer<Swap2Reply> swap2(const std::string& /*fen*/,
        const std::vector<std::string>& /*opening*/, const Limits& /*limits*/) {
        return Fault { Fault::Kind::Malformed, "the protocol has no Swap2 opening (SWAP2BOARD)",
            {} };
    }
    // How fast the engine answers during a search: a search of the start position without a
    // limit, `isready` after `think`, then `stop` (UCI, UCCI). nullopt for a protocol without
    // both; a missing answer to `stop` is a Timeout fault.
    [[nodiscard]] virtual Answer<std::optional<Reaction>> probe_reaction(
        std::chrono::milliseconds /*think*/) {
        return std::optional<Reaction> {};
    }
};

} // namespace harness::protocol
