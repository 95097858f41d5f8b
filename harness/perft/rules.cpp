#include "rules.h"

#include "engine/chess/game.h"
#include "engine/core/perft.h"
#include "engine/core/prng.h"
#include "engine/xiangqi/game.h"

namespace harness::perft {

namespace {

using engine::core::Result;

template <engine::core::Game G> class GameRules final : public Rules {
public:
    using Position = typename G::Position;
    using Parser   = Result<Position> (*)(std::string_view);

    explicit GameRules(Parser parser, std::vector<std::string> walk_starts)
        : parser_(parser)
        , walk_starts_(std::move(walk_starts)) { }

    std::string start_fen() const override { return std::string(G::StartFen); }

    Result<std::string> normalize(const std::string& fen) const override {
        auto p = parser_(fen);
        if (!p) return p.error();
        return G::to_fen(*p);
    }

    std::map<std::string, std::uint64_t> divide(const std::string& fen, int depth) const override {
        std::map<std::string, std::uint64_t> out;
        auto                                 p = parser_(fen);
        if (!p) return out;
        for (const auto& e : engine::core::divide<G>(*p, depth))
            out[G::to_text(*p, e.move)] = e.nodes;
        return out;
    }

    std::uint64_t perft(const std::string& fen, int depth) const override {
        auto p = parser_(fen);
        return p ? G::perft(*p, depth) : 0;
    }

    Result<std::string> play(const std::string& fen, const std::string& move) const override {
        auto p = parser_(fen);
        if (!p) return p.error();
        auto m = G::parse_move(*p, move);
        if (!m) return m.error();
        G::do_move(*p, *m);
        return G::to_fen(*p);
    }

    std::vector<std::string> random_positions(int n, std::uint64_t seed) const override {
        std::vector<std::string> out;
        engine::core::Prng       rng(seed * 0x9E3779B97F4A7C15ull + 12345);
        while (int(out.size()) < n) {
            auto pos   = parser_(walk_starts_[rng.next() % walk_starts_.size()]).value();
            int  plies = 2 + int(rng.next() % 60);
            for (int i = 0; i < plies; ++i) {
                typename G::MoveList list;
                G::generate_legal(pos, list);
                if (list.empty()) break;
                G::do_move(pos, list[rng.next() % list.size()]);
            }
            typename G::MoveList list;
            G::generate_legal(pos, list);
            if (!list.empty()) out.push_back(G::to_fen(pos));
        }
        return out;
    }

private:
    Parser                   parser_;
    std::vector<std::string> walk_starts_;
};

Result<engine::chess::Position> parse_chess960(std::string_view fen) {
    return engine::chess::Position::from_fen(fen, true);
}

} // namespace

std::unique_ptr<Rules> make_rules(protocol::Variant variant) {
    using engine::chess::Chess;
    using engine::xiangqi::Xiangqi;
    switch (variant) {
    case protocol::Variant::Chess:
        return std::make_unique<GameRules<Chess>>(&Chess::parse_fen,
            std::vector<std::string> { std::string(Chess::StartFen),
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
                "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1" });
    case protocol::Variant::Chess960:
        return std::make_unique<GameRules<Chess>>(&parse_chess960,
            std::vector<std::string> {
                "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
                "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
                "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9" });
    case protocol::Variant::Xiangqi:
        return std::make_unique<GameRules<Xiangqi>>(&Xiangqi::parse_fen,
            std::vector<std::string> { std::string(Xiangqi::StartFen),
                "r2akab1r/3n5/4b3n/p1p1pRp1p/9/2P3P2/P3P3c/N2C3C1/4A4/1RBAK1B2 w - - 0 1",
                "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1" });
    }
    return nullptr;
}

} // namespace harness::perft
