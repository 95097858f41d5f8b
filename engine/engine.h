#pragma once
// Engine: Sable's facade between the protocols and the search. It owns the current game
// (chess, Chess960, xiangqi or gomoku), its position and one Searcher, runs searches on a worker
// thread and reports through callbacks; it never prints. Moves cross this interface as text (UCI
// coordinates for chess, ICCS for xiangqi), so the protocol loops know no game types.

#include "engine/core/parse_error.h"
#include "engine/search/limits.h"
#include "engine/search/search_info.h"
#include "engine/tunables.h"

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace engine {

enum class Variant { Chess, Xiangqi, Gomoku };

// One search report with the PV as move text (replayed from the searched position).
struct EngineInfo {
    int                      depth    = 0;
    int                      multipv  = 1; // line number, 1 = best
    int                      seldepth = 0;
    int                      score_cp = 0; // side to move's view
    int                      mate     = 0; // moves to mate, +/-; 0: no mate score
    search::ScoreBound       bound    = search::ScoreBound::Exact;
    std::uint64_t            nodes    = 0;
    std::int64_t             time_ms  = 0;
    int                      hashfull = 0; // permille
    std::vector<std::string> pv;
};

// The end of a search: the best move (empty when there is no legal, unbanned move) and the
// expected reply (empty when unknown).
struct EngineResult {
    std::string best;
    std::string ponder;
    EngineInfo  info;
};

// The searching face of one game (implemented per game in engine.cpp).
class GameEngine;

class Engine {
public:
    using InfoFn     = std::function<void(const EngineInfo&)>;
    using BestMoveFn = std::function<void(const EngineResult&)>;
    // A finished divide: its report (see perft_report), or nullopt when it was stopped.
    using PerftFn = std::function<void(const std::optional<std::string>&)>;

    explicit Engine(std::size_t hash_mb = 16);
    ~Engine(); // stops and joins a running search
    Engine(const Engine&)            = delete;
    Engine& operator=(const Engine&) = delete;

    // Callbacks, called on the search thread. Set them while idle.
    void on_info(InfoFn fn) { on_info_ = std::move(fn); }
    void on_bestmove(BestMoveFn fn) { on_bestmove_ = std::move(fn); }
    void on_perft(PerftFn fn) { on_perft_ = std::move(fn); }

    // Select the game (resets the position to its start; keeps the hash size). Idle only.
    void                  set_variant(Variant v, bool chess960 = false);
    [[nodiscard]] Variant variant() const noexcept { return variant_; }
    [[nodiscard]] bool    chess960() const noexcept { return chess960_; }

    // Position from a FEN (none: the start position) plus moves. On error the previous position
    // is kept and the error returned. Clears the banned moves. Idle only.
    std::optional<core::ParseError> set_position(
        const std::optional<std::string>& fen, const std::vector<std::string>& moves);
    // Root moves the next searches must not play (UCCI banmoves). Idle only.
    std::optional<core::ParseError> set_banned_moves(const std::vector<std::string>& moves);
    // Restrict the next search to these root moves (UCI go searchmoves); empty: no restriction.
    // Moves that are not legal here are left out and reported (the first one's error); when
    // none is legal the search has no move to play and reports an empty best move. Idle only.
    std::optional<core::ParseError> set_search_moves(const std::vector<std::string>& moves);

    // Forget learnt data (TT, history): a new game. Idle only.
    void new_game();
    // Resize (and clear) the hash table. Idle only.
    void set_hash_mb(std::size_t mb);
    // The search's and evaluations' weights (see tunables.h); kept across set_variant. A change
    // also forgets learnt data (as new_game), whose scores were made with the old ones. Idle
    // only.
    void                          set_tunables(const Tunables& t);
    [[nodiscard]] const Tunables& tunables() const noexcept { return tunables_; }
    // One of them (`value` within the spec's range: the protocols check it). Idle only.
    void set_tunable(const TunableSpec& spec, int value);
    // Lines reported per iteration (UCI MultiPV, >= 1); kept across set_variant. Idle only.
    void              set_multipv(int lines);
    [[nodiscard]] int multipv() const noexcept { return multipv_; }

    // Start searching the current position (non-blocking); the search moves set before apply to
    // this search only. With `ponder` the clock limits wait
    // for ponderhit(). With limits.infinite or `ponder` the result is held back until stop()
    // (or ponderhit(), for ponder) even when the search ends by itself.
    void go(const search::Limits& limits, bool ponder = false);
    // Ask a running search to finish (non-blocking); the bestmove callback follows.
    void stop();
    // The opponent played the pondered move: the clock starts now.
    void ponderhit();
    // Block until the running search (if any) has reported its best move.
    void wait();
    // Between go() and the best move's report (false just before the bestmove callback).
    [[nodiscard]] bool searching() const noexcept { return searching_.load(); }

    // Perft divide on the worker thread (non-blocking): the perft callback gets the lines
    // "move: count", a blank line and "Nodes searched: N", or nullopt when stop() abandoned it;
    // searching() is true until then. Idle only.
    void                      go_perft(int depth);
    [[nodiscard]] std::string diagram() const; // the "d" command's board picture
    // The "eval" command's answer: the static evaluation of the position for the side to move,
    // in centipawns (idle only).
    [[nodiscard]] int         static_eval() const;
    [[nodiscard]] std::string fen() const;
    // White (chess) or red (xiangqi) is to move.
    [[nodiscard]] bool first_player_to_move() const;
    // Nodes of the last finished search.
    [[nodiscard]] std::uint64_t last_nodes() const noexcept { return last_nodes_; }

private:
    void run(const search::Limits& limits);

    std::unique_ptr<GameEngine> game_;
    Variant                     variant_  = Variant::Chess;
    bool                        chess960_ = false;
    std::size_t                 hash_mb_;
    int                         multipv_ = 1;
    Tunables                    tunables_;
    InfoFn                      on_info_;
    BestMoveFn                  on_bestmove_;
    PerftFn                     on_perft_;
    std::thread                 worker_;
    std::atomic<bool>           stop_ { false };
    std::atomic<bool>           searching_ { false };
    std::mutex                  hold_mutex_;
    std::condition_variable     hold_cv_;
    bool                        hold_       = false; // result held back until stop/ponderhit
    bool                        infinite_   = false;
    std::uint64_t               last_nodes_ = 0;
};

} // namespace engine
