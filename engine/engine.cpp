#include "engine.h"

#include "engine/chess/game.h"
#include "engine/core/perft.h"
#include "engine/games/searchers.h"
#include "engine/gomoku/game.h"
#include "engine/xiangqi/game.h"

#include <algorithm>

namespace engine {

// Game-independent face of one game's position and searcher.
class GameEngine {
public:
    virtual ~GameEngine() = default;
    virtual std::optional<core::ParseError> set_position(
        const std::optional<std::string>& fen, const std::vector<std::string>& moves)
        = 0;
    virtual std::optional<core::ParseError> set_banned(const std::vector<std::string>& moves) = 0;
    virtual std::optional<core::ParseError> set_search_moves(const std::vector<std::string>& moves)
        = 0;
    virtual void         new_game()                      = 0;
    virtual void         set_hash_mb(std::size_t mb)     = 0;
    virtual void         set_pondering(bool on)          = 0;
    virtual void         ponderhit()                     = 0;
    virtual void         set_multipv(int lines)          = 0;
    virtual void         set_tunables(const Tunables& t) = 0;
    virtual EngineResult search(
        const search::Limits& limits, const std::atomic<bool>& stop, const Engine::InfoFn& on_info)
        = 0;
    virtual std::optional<std::string> perft_report(int depth, const std::atomic<bool>& stop) = 0;
    virtual std::string                diagram() const                                        = 0;
    virtual int                        static_eval() const                                    = 0;
    virtual std::string                fen() const                                            = 0;
    virtual bool                       first_player_to_move() const                           = 0;
};

namespace {

// The evaluation weights of a game that has them (the search's are every game's).
template <class G> void set_eval_params(search::Searcher<G>&, const Tunables&) noexcept { }
void set_eval_params(search::Searcher<chess::Chess>& s, const Tunables& t) noexcept {
    s.set_eval_params(t.chess);
}
void set_eval_params(search::Searcher<xiangqi::Xiangqi>& s, const Tunables& t) noexcept {
    s.set_eval_params(t.xiangqi);
}

template <core::Game G> class GameEngineOf final : public GameEngine {
public:
    using Position  = typename G::Position;
    using Move      = typename G::Move;
    using FenParser = core::Result<Position> (*)(std::string_view);
    using DiagramFn = std::string (*)(const Position&);

    GameEngineOf(std::size_t hash_mb, FenParser parser, DiagramFn diagram_fn)
        : searcher_(hash_mb)
        , parser_(parser)
        , diagram_fn_(diagram_fn)
        , pos_(parser_(G::StartFen).value()) { }

    std::optional<core::ParseError> set_position(
        const std::optional<std::string>& fen, const std::vector<std::string>& moves) override {
        auto parsed = parser_(fen ? *fen : G::StartFen);
        if (!parsed) {
            core::ParseError e = parsed.error();
            e.message          = "invalid FEN: " + e.message;
            return e;
        }
        Position pos = std::move(parsed.value());
        for (std::size_t i = 0; i < moves.size(); ++i) {
            auto m = G::parse_move(pos, moves[i]);
            if (!m) {
                core::ParseError e = m.error();
                e.message = "move " + std::to_string(i + 1) + " " + core::quote(moves[i]) + ": "
                    + e.message;
                return e;
            }
            G::do_move(pos, *m);
        }
        pos_ = std::move(pos);
        searcher_.set_banned({});
        return std::nullopt;
    }

    std::optional<core::ParseError> set_banned(const std::vector<std::string>& moves) override {
        std::vector<Move> banned;
        for (const auto& text : moves) {
            auto m = G::parse_move(pos_, text);
            if (!m) {
                core::ParseError e = m.error();
                e.message          = "banned move " + core::quote(text) + ": " + e.message;
                return e;
            }
            banned.push_back(*m);
        }
        searcher_.set_banned(std::move(banned));
        return std::nullopt;
    }

    std::optional<core::ParseError> set_search_moves(
        const std::vector<std::string>& moves) override {
        std::optional<core::ParseError> first_error;
        std::vector<Move>               only;
        for (const auto& text : moves) {
            auto m = G::parse_move(pos_, text);
            if (m) {
                only.push_back(*m);
            } else if (!first_error) {
                first_error = m.error();
                first_error->message
                    = "searchmoves " + core::quote(text) + " left out: " + first_error->message;
            }
        }
        if (moves.empty())
            searcher_.set_search_moves(std::nullopt);
        else
            searcher_.set_search_moves(std::move(only));
        return first_error;
    }

    void new_game() override { searcher_.new_game(); }
    void set_hash_mb(std::size_t mb) override { searcher_.set_hash_mb(mb); }
    void set_pondering(bool on) override { searcher_.set_pondering(on); }
    void set_multipv(int lines) override { searcher_.set_multipv(lines); }
    void ponderhit() override { searcher_.ponderhit(); }
    void set_tunables(const Tunables& t) override {
        searcher_.set_params(t.search);
        set_eval_params(searcher_, t);
    }

    EngineResult search(const search::Limits& limits, const std::atomic<bool>& stop,
        const Engine::InfoFn& on_info) override {
        typename search::Searcher<G>::InfoCallback cb;
        if (on_info) cb = [&](const search::SearchInfo<Move>& i) { on_info(convert(i)); };
        auto         r = searcher_.search(pos_, limits, stop, cb);
        EngineResult out;
        out.info = convert(r.info);
        if (r.best != Move::none()) {
            out.best = G::to_text(pos_, r.best);
            if (r.ponder != Move::none()) {
                Position p = pos_;
                G::do_move(p, r.best);
                out.ponder = G::to_text(p, r.ponder);
            }
        }
        return out;
    }

    std::optional<std::string> perft_report(int depth, const std::atomic<bool>& stop) override {
        Position   pos     = pos_;
        const auto entries = core::divide<G>(pos, depth, stop);
        if (!entries) return std::nullopt;
        std::string   out;
        std::uint64_t total = 0;
        for (const auto& e : *entries) {
            out += G::to_text(pos_, e.move) + ": " + std::to_string(e.nodes) + "\n";
            total += e.nodes;
        }
        return out + "\nNodes searched: " + std::to_string(total) + "\n";
    }
    std::string diagram() const override { return diagram_fn_(pos_); }
    int         static_eval() const override { return int(searcher_.static_eval(pos_)); }
    std::string fen() const override { return G::to_fen(pos_); }
    bool first_player_to_move() const override { return core::index(G::side_to_move(pos_)) == 0; }

private:
    // The report with its PV as text, replayed on a copy. A mate PV cut short by the search
    // (a TT cutoff or mate-distance pruning below a PV node) is completed from the TT.
    EngineInfo convert(const search::SearchInfo<Move>& i) const {
        EngineInfo out { i.depth, i.multipv, i.seldepth, i.score_cp, i.mate, i.bound, i.nodes,
            i.time_ms, i.hashfull, {} };
        Position   p = pos_;
        for (Move m : i.pv) {
            typename G::MoveList list;
            G::generate_legal(p, list);
            if (!list.contains(m)) break;
            out.pv.push_back(G::to_text(p, m));
            G::do_move(p, m);
        }
        const std::size_t want = i.mate > 0 ? std::size_t(2 * i.mate - 1)
            : i.mate < 0                    ? std::size_t(-2 * i.mate)
                                            : 0;
        while (out.pv.size() < want) {
            search::TTHit hit;
            if (!searcher_.tt().probe(G::key(p), hit) || !hit.move) break;
            typename G::MoveList list;
            G::generate_legal(p, list);
            auto it = std::find_if(
                list.begin(), list.end(), [&](Move m) { return m.raw() == hit.move; });
            if (it == list.end()) break;
            out.pv.push_back(G::to_text(p, *it));
            G::do_move(p, *it);
        }
        return out;
    }

    search::Searcher<G> searcher_;
    FenParser           parser_;
    DiagramFn           diagram_fn_;
    Position            pos_;
};

core::Result<chess::Position> parse_chess960(std::string_view fen) {
    return chess::Position::from_fen(fen, true);
}

std::unique_ptr<GameEngine> make_game(Variant v, bool chess960, std::size_t hash_mb) {
    if (v == Variant::Gomoku)
        return std::make_unique<GameEngineOf<games::GomokuSearch>>(
            hash_mb, &games::GomokuSearch::parse_fen, &gomoku::board_diagram);
    if (v == Variant::Xiangqi)
        return std::make_unique<GameEngineOf<xiangqi::Xiangqi>>(
            hash_mb, &xiangqi::Xiangqi::parse_fen, &xiangqi::board_diagram);
    return std::make_unique<GameEngineOf<chess::Chess>>(
        hash_mb, chess960 ? &parse_chess960 : &chess::Chess::parse_fen, &chess::board_diagram);
}

} // namespace

Engine::Engine(std::size_t hash_mb)
    : game_(make_game(Variant::Chess, false, hash_mb))
    , hash_mb_(hash_mb) { }

Engine::~Engine() {
    stop();
    wait();
}

void Engine::set_variant(Variant v, bool chess960) {
    wait();
    variant_  = v;
    chess960_ = v == Variant::Chess && chess960;
    game_.reset(); // free the old table before allocating the new one
    game_ = make_game(v, chess960_, hash_mb_);
    game_->set_multipv(multipv_);
    game_->set_tunables(tunables_);
}

void Engine::set_tunables(const Tunables& t) {
    wait();
    if (t == tunables_) return;
    tunables_ = t;
    game_->set_tunables(tunables_);
    game_->new_game();
}

void Engine::set_tunable(const TunableSpec& spec, int value) {
    Tunables t    = tunables_;
    spec.field(t) = value;
    set_tunables(t);
}

void Engine::set_multipv(int lines) {
    wait();
    multipv_ = std::max(lines, 1);
    game_->set_multipv(multipv_);
}

std::optional<core::ParseError> Engine::set_position(
    const std::optional<std::string>& fen, const std::vector<std::string>& moves) {
    wait();
    return game_->set_position(fen, moves);
}

std::optional<core::ParseError> Engine::set_banned_moves(const std::vector<std::string>& moves) {
    wait();
    return game_->set_banned(moves);
}

void Engine::new_game() {
    wait();
    game_->new_game();
}

void Engine::set_hash_mb(std::size_t mb) {
    wait();
    hash_mb_ = mb;
    game_->set_hash_mb(mb);
}

std::optional<core::ParseError> Engine::set_search_moves(const std::vector<std::string>& moves) {
    wait();
    return game_->set_search_moves(moves);
}

void Engine::go(const search::Limits& limits, bool ponder) {
    wait();
    stop_.store(false);
    {
        std::lock_guard lock(hold_mutex_);
        hold_     = limits.infinite || ponder;
        infinite_ = limits.infinite;
    }
    game_->set_pondering(ponder);
    searching_.store(true);
    worker_ = std::thread([this, limits] { run(limits); });
}

void Engine::run(const search::Limits& limits) {
    EngineResult r = game_->search(limits, stop_, on_info_);
    game_->set_search_moves({}); // searchmoves apply to one search
    {
        // Step 1. Infinite and ponder searches hold their result until stop (or ponderhit).
        std::unique_lock lock(hold_mutex_);
        hold_cv_.wait(lock, [this] { return !hold_; });
    }
    game_->set_pondering(false);
    last_nodes_ = r.info.nodes;
    // Step 2. Idle again, then report (a GUI may answer the best move at once).
    searching_.store(false);
    if (on_bestmove_) on_bestmove_(r);
}

void Engine::stop() {
    stop_.store(true);
    std::lock_guard lock(hold_mutex_);
    hold_ = false;
    hold_cv_.notify_all();
}

void Engine::ponderhit() {
    if (!searching_.load()) return;
    game_->ponderhit();
    std::lock_guard lock(hold_mutex_);
    // An infinite search keeps waiting for stop; a ponder search now runs on the clock.
    if (!stop_.load()) hold_ = hold_ && infinite_;
    hold_cv_.notify_all();
}

void Engine::wait() {
    if (worker_.joinable()) worker_.join();
}

void Engine::go_perft(int depth) {
    wait();
    stop_.store(false);
    searching_.store(true);
    worker_ = std::thread([this, depth] {
        const auto report = game_->perft_report(depth, stop_);
        searching_.store(false);
        if (on_perft_) on_perft_(report);
    });
}
std::string Engine::diagram() const { return game_->diagram(); }
int         Engine::static_eval() const { return game_->static_eval(); }
std::string Engine::fen() const { return game_->fen(); }
bool        Engine::first_player_to_move() const { return game_->first_player_to_move(); }

} // namespace engine
