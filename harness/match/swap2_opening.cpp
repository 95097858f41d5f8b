#include "swap2_opening.h"

#include "game_clock.h"

#include "harness/game/record.h"

namespace harness::match {

using engine::core::Color;

namespace {

// The limits of `p`'s turn with `clock`, with the colour to move.
protocol::Limits turn_limits(const Player& p, const GameClock& clock, Color mover) {
    const std::array<Player, 2>       both { p, p };
    const std::array<std::int64_t, 2> left { clock.left_ms(), clock.left_ms() };
    return move_limits(mover, both, left, clock.moves_to_go());
}

std::string listed(const std::vector<std::string>& stones) {
    std::string s;
    for (const auto& m : stones) s += " " + m;
    return s;
}

class Swap2Steps {
public:
    Swap2Steps(
        const game::Game& variant, const std::string& fen, const std::array<Player, 2>& players)
        : fen_(fen.empty() ? variant->start_fen() : fen)
        , players_(players)
        , clocks_ { GameClock(players[0].tc), GameClock(players[1].tc) } { }

    // Step 1: the opener's three stones. Step 2: the other's choice. Step 3: the opener's.
    Swap2Play play() {
        for (int who : { 0, 1 }) {
            auto r = players_[std::size_t(who)].session->request(
                [](protocol::EngineAdapter& a) { return a.new_game(); });
            if (!r) {
                fail(who, r.error());
                return std::move(out_);
            }
        }
        if (!ask(0)) return std::move(out_);
        if (!ask(1) || out_.record.stones.size() < 5) return std::move(out_);
        (void)ask(0);
        return std::move(out_);
    }

private:
    // One step by players_[who]; false when the opening is over (a swap, a stay, a fault).
    bool ask(int who) {
        const Player& p      = players_[std::size_t(who)];
        const Color   mover  = out_.record.stones.size() % 2 ? Color::Second : Color::First;
        auto&         clock  = clocks_[std::size_t(who)];
        const auto    limits = turn_limits(p, clock, mover);
        auto          reply  = p.session->request(
            [&](protocol::EngineAdapter& a) { return a.swap2(fen_, out_.record.stones, limits); });
        if (!reply) return fail(who, reply.error());
        const auto budget = clock.budget_ms();
        if (!clock.charge(reply->elapsed_ms, false)) {
            out_.late_ms = clock.late_by(reply->elapsed_ms);
            return fail(who,
                { protocol::Fault::Kind::Timeout,
                    "answered SWAP2BOARD after " + std::to_string(reply->elapsed_ms) + " ms ("
                        + (budget ? std::to_string(*budget) + " ms allowed, " : std::string())
                        + "tolerance " + std::to_string(p.tc.allowance_ms()) + " ms)",
                    {} });
        }
        out_.spent_ms[std::size_t(who)] += reply->elapsed_ms;
        const std::string name = who == 0 ? "opener" : "second";
        const std::string ms   = " (" + std::to_string(reply->elapsed_ms) + " ms)";
        if (reply->swap) {
            // After 3 stones the second takes black; after 5 the opener does.
            out_.record.swapped = who == 1;
            out_.record.choices.push_back(name + ": SWAP, takes black" + ms);
            return false;
        }
        const auto n = out_.record.stones.size();
        out_.record.stones.insert(
            out_.record.stones.end(), reply->stones.begin(), reply->stones.end());
        out_.record.choices.push_back(name + ": " + std::to_string(reply->stones.size()) + " stones"
            + listed(reply->stones) + ms);
        // The stone that ends the opening decides the colours: a fourth (3 -> 4) keeps the second
        // white; a sixth keeps the opener white.
        if (n == 3 && reply->stones.size() == 1) out_.record.swapped = false;
        if (n == 5) out_.record.swapped = true;
        return n == 0 || (n == 3 && reply->stones.size() == 2);
    }

    bool fail(int who, protocol::Fault f) {
        out_.fault  = std::move(f);
        out_.faulty = who;
        return false;
    }

    std::string                  fen_;
    const std::array<Player, 2>& players_;
    std::array<GameClock, 2>     clocks_; // by role
    Swap2Play                    out_;
};

} // namespace

Swap2Play play_swap2(const game::Game& variant, const std::string& start_fen,
    const game::RefereeOptions& referee, const std::array<Player, 2>& players) {
    auto out = Swap2Steps(variant, start_fen, players).play();
    if (out.fault) return out;
    auto record = game::GameRecord::start(variant, start_fen, referee);
    if (!record) {
        out.fault = protocol::Fault { protocol::Fault::Kind::Malformed,
            "bad start position: " + record.error().message, {} };
        return out;
    }
    for (const auto& m : out.record.stones)
        if (auto played = record->play(m); !played) { // the adapter checked each stone
            out.fault = protocol::Fault { protocol::Fault::Kind::IllegalMove,
                "stone " + m + ": " + played.error().message, {} };
            return out;
        }
    out.fen = record->fen();
    return out;
}

} // namespace harness::match
