// gomoku_suite_gen: writes gomoku win-in-N positions as EPD lines, each proved by the gomoku
// prover (harness/prover/gomoku_prover.h): the side to move makes five within N of its moves
// against every defence, the prover finds no win within N - 1, and `bm` lists every first move
// it proves to win within N (exact for N <= 3; among the threats for N >= 4).
//
// Positions come from random games on 15x15 under the rule (each move a random legal point next
// to a stone, the first at the centre); the first position of a game with a proved win of a
// wanted length is kept. Deterministic in its arguments.
//   gomoku_suite_gen [--rule R] [--n MIN-MAX] [--budget NODES] [--id PREFIX] [--foul-wins K]
//                    COUNT_MIN ... COUNT_MAX [seed] > suite.epd
// --rule freestyle (default), standard or renju; --n 1-3 (default): the lengths, one count
// each; --budget: prover nodes per proof (default 2000000); --id: ids PREFIX-001...
// (default arbiter-gomoku); --foul-wins K (renju): K more positions, white to move, whose win
// the prover finds under renju but not with the same stones under freestyle (black's fouls
// decide them), marked c0 "foul".

#include "harness/prover/gomoku_prover.h"

#include "engine/core/prng.h"
#include "engine/gomoku/game.h"

#include <cstdio>
#include <cstdlib>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace gm = engine::gomoku;
using namespace harness::prover;

namespace {

struct Options {
    gm::Rule         rule  = gm::Rule::Freestyle;
    int              min_n = 1, max_n = 3;
    std::vector<int> want; // per N from min_n
    std::uint64_t    seed = 2026, budget = 2'000'000;
    std::string      id        = "arbiter-gomoku";
    int              foul_wins = 0;
};

std::optional<gm::Rule> parse_rule(const std::string& s) {
    for (auto r : { gm::Rule::Freestyle, gm::Rule::Standard, gm::Rule::Renju })
        if (s == gm::to_string(r)) return r;
    return std::nullopt;
}

std::optional<Options> parse_options(int argc, char** argv) {
    Options                  o;
    std::vector<std::string> rest;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a.rfind("--", 0) != 0) {
            rest.push_back(a);
            continue;
        }
        if (i + 1 >= argc) return std::nullopt;
        const std::string v = argv[++i];
        if (a == "--rule") {
            auto r = parse_rule(v);
            if (!r) return std::nullopt;
            o.rule = *r;
        } else if (a == "--n") {
            if (std::sscanf(v.c_str(), "%d-%d", &o.min_n, &o.max_n) != 2) return std::nullopt;
        } else if (a == "--budget")
            o.budget = std::strtoull(v.c_str(), nullptr, 10);
        else if (a == "--id")
            o.id = v;
        else if (a == "--foul-wins")
            o.foul_wins = std::atoi(v.c_str());
        else
            return std::nullopt;
    }
    const std::size_t counts = std::size_t(o.max_n - o.min_n + 1);
    if (o.min_n < 1 || o.max_n > 6 || o.min_n > o.max_n || rest.size() < counts
        || rest.size() > counts + 1)
        return std::nullopt;
    for (std::size_t i = 0; i < counts; ++i) o.want.push_back(std::atoi(rest[i].c_str()));
    if (rest.size() > counts) o.seed = std::strtoull(rest[counts].c_str(), nullptr, 10);
    return o;
}

// A random legal point next to a stone (the eight neighbours).
gm::Move random_near_move(const gm::Position& pos, engine::core::Prng& rng) {
    gm::MoveList legal, near;
    gm::generate_legal(pos, legal);
    for (auto m : legal) {
        bool n = false;
        for (int dy = -1; dy <= 1 && !n; ++dy)
            for (int dx = -1; dx <= 1 && !n; ++dx)
                n = pos.on_board(m.x() + dx, m.y() + dy)
                    && pos.stone(m.x() + dx, m.y() + dy) != gm::Stone::Empty;
        if (n) near.push_back(m);
    }
    if (near.empty()) return legal.empty() ? gm::Move::none() : legal[0];
    return near[std::size_t(rng.next() % near.size())];
}

// A renju white win that needs black's fouls: with the same stones under freestyle the prover
// finds no white win within n.
bool needs_fouls(const gm::Position& pos, int n, std::uint64_t budget) {
    if (pos.rule() != gm::Rule::Renju || pos.side_to_move() != gm::White) return false;
    std::string text = pos.text();
    text             = text.substr(0, text.rfind(' ')); // drop " renju"
    auto free        = gm::Position::from_text(text);
    if (!free) return false;
    GomokuProofOptions opt;
    opt.budget = budget;
    return prove_gomoku_win(*free, n, opt).verdict == GomokuVerdict::Disproved;
}

// Writes the record of a proved position; false when bm is not fully known.
bool write_record(const gm::Position& pos, int n, const Options& o, int id, bool foul) {
    GomokuProofOptions opt;
    opt.budget   = o.budget;
    int  unknown = 0;
    auto bm      = gomoku_winning_moves(pos, n, opt, unknown);
    if (unknown || bm.empty()) return false;
    std::string text = pos.text();
    if (pos.rule() == gm::Rule::Freestyle) text += " freestyle";
    std::string moves;
    for (auto m : bm) moves += " " + gm::to_string(m);
    std::printf("%s - bm%s; dm %d; id \"%s-%03d\";%s\n", text.c_str(), moves.c_str(), n,
        o.id.c_str(), id, foul ? " c0 \"foul\";" : "");
    std::fflush(stdout);
    return true;
}

} // namespace

int main(int argc, char** argv) {
    auto parsed = parse_options(argc, argv);
    if (!parsed) {
        std::fprintf(stderr,
            "usage: gomoku_suite_gen [--rule R] [--n MIN-MAX] [--budget NODES] [--id PREFIX] "
            "[--foul-wins K] COUNT_MIN ... COUNT_MAX [seed]\n");
        return 2;
    }
    Options&              o = *parsed;
    engine::core::Prng    rng(o.seed);
    std::set<std::string> seen;
    GomokuProofOptions    opt;
    opt.budget = o.budget;
    int  id    = 0;
    auto left  = [&] {
        int sum = o.foul_wins;
        for (int w : o.want) sum += w;
        return sum;
    };
    for (int game = 0; left() > 0 && game < 100000; ++game) {
        gm::Position pos(gm::DefaultSize, o.rule);
        pos.do_move(gm::Move::at(gm::point_of(7, 7)));
        for (int ply = 1; ply < 120 && !pos.winner() && !pos.is_full(); ++ply) {
            const auto m = random_near_move(pos, rng);
            if (m == gm::Move::none()) break;
            pos.do_move(m);
            if (pos.winner() || ply < 6) continue;
            const auto proof = prove_gomoku_win(pos, o.max_n, opt);
            if (proof.verdict != GomokuVerdict::Proved || proof.win_in < o.min_n) continue;
            auto&      want = o.want[std::size_t(proof.win_in - o.min_n)];
            const bool foul = o.foul_wins > 0 && needs_fouls(pos, proof.win_in, o.budget);
            if (!foul && want <= 0) continue;
            if (!seen.insert(pos.text()).second) continue;
            if (!write_record(pos, proof.win_in, o, id + 1, foul)) continue;
            ++id;
            --(foul ? o.foul_wins : want);
            std::fprintf(stderr, "game %d: %d written, %d left\n", game, id, left());
            break;
        }
    }
    return left() > 0;
}
