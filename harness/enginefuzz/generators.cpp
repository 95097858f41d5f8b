#include "generators.h"

#include "fen_text.h"
#include "gomocup_cases.h"
#include "lines.h"
#include "streams.h"

#include "harness/game/registry.h"
#include "harness/game/rules.h"

#include <algorithm>
#include <functional>
#include <utility>

namespace harness::enginefuzz {

namespace {

std::uint64_t splitmix(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

bool is_xiangqi(game::Game g) { return g->protocol().iccs_ranks; }

// A random legal line of up to n moves from fen (stops at a terminal position).
std::vector<std::string> random_line(const game::Rules& rules, std::string& fen, int n, Rng& rng) {
    std::vector<std::string> line;
    for (int i = 0; i < n; ++i) {
        auto moves = rules.legal_moves(fen);
        if (!moves || moves->empty()) break;
        const auto& m    = (*moves)[below(rng, moves->size())];
        auto        next = rules.play(fen, m);
        if (!next) break;
        line.push_back(m);
        fen = *next;
    }
    return line;
}

std::string random_valid_fen(game::Game g, Rng& rng) {
    auto fens = g->random_positions(1, rng());
    return fens.empty() ? g->start_fen() : fens[0];
}

// Put piece c on a random empty square; false when the board is full.
bool drop(FenText& t, char c, Rng& rng) {
    std::vector<std::pair<int, int>> empty = t.find('.');
    if (empty.empty()) return false;
    auto [r, f]                            = empty[below(rng, empty.size())];
    t.rows[std::size_t(r)][std::size_t(f)] = c;
    return true;
}

void remove_all(FenText& t, char c) {
    for (auto [r, f] : t.find(c)) t.rows[std::size_t(r)][std::size_t(f)] = '.';
}

// Move piece c (the first found) to a square chosen by `where` (row, file) -> bool.
bool relocate(FenText& t, char c, const std::function<bool(int, int)>& where, Rng& rng) {
    auto from = t.find(c);
    if (from.empty()) return false;
    std::vector<std::pair<int, int>> to;
    for (auto [r, f] : t.find('.'))
        if (where(r, f)) to.emplace_back(r, f);
    if (to.empty()) return false;
    auto [fr, ff]                            = from[below(rng, from.size())];
    auto [tr, tf]                            = to[below(rng, to.size())];
    t.rows[std::size_t(fr)][std::size_t(ff)] = '.';
    t.rows[std::size_t(tr)][std::size_t(tf)] = c;
    return true;
}

// A legal position of g whose side not to move is in check: a checking move played, then the
// side field flipped (the game's FEN reader must reject it).
std::string side_not_to_move_in_check(game::Game g, Rng& rng) {
    for (int tries = 0; tries < 40; ++tries) {
        std::string fen   = random_valid_fen(g, rng);
        auto        moves = g->legal_moves(fen);
        if (!moves) continue;
        for (const auto& m : *moves) {
            auto next = g->play(fen, m);
            if (!next) continue;
            auto t = FenText::parse(*next);
            if (!t || t->fields.empty()) continue;
            t->fields[0] = t->fields[0] == "w" ? "b" : "w";
            if (!g->normalize(t->to_fen())) return t->to_fen();
        }
    }
    return is_xiangqi(g) ? "4k4/4R4/9/9/9/9/9/9/9/3K5 w - - 0 1"
                         : "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1";
}

// Chess (and Chess960) invalid classes: name -> mutation of a valid position.
using Mutation = std::function<std::string(game::Game, Rng&)>;

std::string mutate(game::Game g, Rng& rng, const std::function<void(FenText&)>& edit) {
    auto t = FenText::parse(random_valid_fen(g, rng));
    edit(*t);
    return t->to_fen();
}

// Without the white king, the black one or both (the generals in xiangqi: the same letters).
std::string no_king(game::Game g, Rng& r) {
    const int which = int(below(r, 3));
    return mutate(g, r, [&](FenText& t) {
        if (which != 1) remove_all(t, 'K');
        if (which != 0) remove_all(t, 'k');
    });
}

std::vector<std::pair<std::string, Mutation>> chess_classes() {
    return {
        { "no-king", no_king },
        { "extra-king",
            [](game::Game g, Rng& r) {
                return mutate(g, r, [&](FenText& t) { drop(t, below(r, 2) ? 'K' : 'k', r); });
            } },
        { "side-not-to-move-in-check", side_not_to_move_in_check },
        { "pawn-on-back-rank",
            [](game::Game g, Rng& r) {
                return mutate(g, r, [&](FenText& t) {
                    const int  n  = 1 + int(below(r, 8));
                    const bool at = below(r, 2) != 0;
                    for (int i = 0; i < n; ++i) {
                        const std::size_t row = at ? 0 : 7;
                        const std::size_t f   = std::size_t(below(r, 8));
                        if (t.rows[row][f] != 'K' && t.rows[row][f] != 'k')
                            t.rows[row][f] = below(r, 2) ? 'P' : 'p';
                    }
                });
            } },
        { "impossible-ep-square",
            [](game::Game g, Rng& r) {
                static const char* const Squares[]
                    = { "e4", "a1", "h8", "d5", "i9", "a0", "-6", "e33" };
                return mutate(g, r, [&](FenText& t) {
                    while (t.fields.size() < 3) t.fields.emplace_back("-");
                    t.fields[2] = Squares[below(r, std::size(Squares))];
                });
            } },
        { "castling-without-rooks",
            [](game::Game g, Rng& r) {
                return mutate(g, r, [&](FenText& t) {
                    for (std::size_t row : { std::size_t(0), std::size_t(7) })
                        for (std::size_t f : { std::size_t(0), std::size_t(7) })
                            if (t.rows[row][f] == 'R' || t.rows[row][f] == 'r')
                                t.rows[row][f] = '.';
                    while (t.fields.size() < 2) t.fields.emplace_back("-");
                    t.fields[1] = below(r, 2) ? "KQkq" : "HAha";
                });
            } },
        { "empty-board",
            [](game::Game, Rng&) { return std::string("8/8/8/8/8/8/8/8 w - - 0 1"); } },
        { "kings-only-pawns-wall",
            [](game::Game, Rng& r) {
                return std::string(below(r, 2) ? "4k3/8/8/8/8/8/8/PPPPPPPP w - - 0 1"
                                               : "pppppppp/8/8/8/8/8/8/4K3 b - - 0 1");
            } },
        { "too-many-pieces",
            [](game::Game g, Rng& r) {
                return mutate(g, r, [&](FenText& t) {
                    static constexpr char Pieces[] = "QRBNPqrbnp";
                    while (drop(t, Pieces[below(r, 10)], r)) { }
                });
            } },
    };
}

std::vector<std::pair<std::string, Mutation>> xiangqi_classes() {
    // rows[0] is rank 9 (black's back rank); red is uppercase at the bottom.
    auto red_palace   = [](int r, int f) { return r >= 7 && f >= 3 && f <= 5; };
    auto black_palace = [](int r, int f) { return r <= 2 && f >= 3 && f <= 5; };
    return {
        { "no-general", no_king },
        { "extra-general",
            [=](game::Game g, Rng& r) {
                return mutate(g, r, [&](FenText& t) {
                    auto squares = t.find('.');
                    for (auto [row, f] : squares)
                        if (red_palace(row, f)) {
                            t.rows[std::size_t(row)][std::size_t(f)] = 'K';
                            return;
                        }
                });
            } },
        { "general-outside-palace",
            [=](game::Game g, Rng& r) {
                return mutate(g, r, [&](FenText& t) {
                    const bool red = below(r, 2) != 0;
                    relocate(
                        t, red ? 'K' : 'k',
                        [&](int row, int f) {
                            return !(red ? red_palace(row, f) : black_palace(row, f));
                        },
                        r);
                });
            } },
        { "advisor-off-palace",
            [=](game::Game g, Rng& r) {
                return mutate(g, r, [&](FenText& t) {
                    if (!relocate(
                            t, 'A', [&](int row, int f) { return !red_palace(row, f); }, r))
                        drop(t, 'A', r);
                });
            } },
        { "elephant-across-river",
            [](game::Game g, Rng& r) {
                return mutate(g, r, [&](FenText& t) {
                    auto far = [](int row, int) { return row <= 4; };
                    if (!relocate(t, 'B', far, r)) {
                        auto e = t.find('.');
                        for (auto [row, f] : e)
                            if (far(row, f)) {
                                t.rows[std::size_t(row)][std::size_t(f)] = 'B';
                                break;
                            }
                    }
                });
            } },
        { "pawn-behind-start",
            [](game::Game g, Rng& r) {
                return mutate(g, r, [&](FenText& t) {
                    auto back = [](int row, int) { return row >= 8; };
                    if (!relocate(t, 'P', back, r)) t.rows[9][0] = 'P';
                });
            } },
        { "flying-generals",
            [](game::Game, Rng& r) {
                return std::string(below(r, 2) ? "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"
                                               : "3k5/9/9/9/9/9/9/9/9/3K5 b - - 0 1");
            } },
        { "side-not-to-move-in-check", side_not_to_move_in_check },
        { "empty-board",
            [](game::Game, Rng&) { return std::string("9/9/9/9/9/9/9/9/9/9 w - - 0 1"); } },
        { "chess-board", [](game::Game, Rng&) { return std::string(game::chess()->start_fen()); } },
    };
}

std::vector<std::pair<std::string, Mutation>> fen_text_classes() {
    return {
        { "truncated-fen",
            [](game::Game g, Rng& r) {
                std::string fen = random_valid_fen(g, r); // cut inside the board
                return fen.substr(0, std::size_t(1 + below(r, fen.find(' ') - 1)));
            } },
        { "overlong-fen",
            [](game::Game g, Rng& r) {
                auto t = FenText::parse(random_valid_fen(g, r));
                switch (below(r, 4)) {
                case 0:
                    t->rows.push_back(t->rows.back());
                    break; // an extra rank
                case 1:
                    t->rows[0] += t->rows[0];
                    break; // a wide rank
                case 2:
                    t->fields.emplace_back("99999999999999999999");
                    break;
                default:
                    if (t->fields.size() >= 4)
                        t->fields[3] = "99999999999999999999";
                    else
                        t->fields.emplace_back("-1");
                }
                return t->to_fen();
            } },
        { "garbage-fen",
            [](game::Game, Rng& r) {
                return random_bytes(r, std::size_t(1 + below(r, 80)), true);
            } },
    };
}

std::vector<std::pair<std::string, Mutation>> classes_of(game::Game g) {
    auto out = is_xiangqi(g) ? xiangqi_classes() : chess_classes();
    for (auto& c : fen_text_classes()) out.push_back(std::move(c));
    return out;
}

std::vector<std::string> with_search(const Dialect& d, std::vector<std::string> lines, Rng& rng) {
    for (auto& l : d.go(1 + int(below(rng, 8)))) lines.push_back(l);
    lines.push_back(d.sync(1));
    return lines;
}

Case valid_case(const Dialect& d, Rng& rng) {
    const auto& rules = *d.game;
    if (below(rng, 2) == 0) {
        std::string fen  = rules.start_fen();
        auto        line = random_line(rules, fen, 1 + int(below(rng, 30)), rng);
        return { Category::Valid, "valid/moves-from-start",
            with_search(d, d.handshake() + d.position(std::nullopt, line), rng) };
    }
    std::string fen  = random_valid_fen(d.game, rng);
    std::string from = fen;
    auto        line = below(rng, 2) ? random_line(rules, fen, 1 + int(below(rng, 6)), rng)
                                     : std::vector<std::string> {};
    return { Category::Valid, line.empty() ? "valid/random-position" : "valid/position-and-moves",
        with_search(d, d.handshake() + d.position(from, line), rng) };
}

Case edge_case(const Dialect& d, Rng& rng) {
    auto        all  = edge_positions(d.game);
    const auto& pick = all[below(rng, all.size())];
    return { Category::Edge, pick.label,
        with_search(d, d.handshake() + d.position(pick.fen, {}), rng) };
}

std::string illegal_move(game::Game g, const std::string& fen, Rng& rng) {
    const int files = is_xiangqi(g) ? 9 : 8, ranks = is_xiangqi(g) ? 10 : 8;
    auto      legal = g->legal_moves(fen);
    for (;;) {
        auto sq = [&] {
            std::string s(1, char('a' + below(rng, std::uint64_t(files))));
            return s + char((is_xiangqi(g) ? '0' : '1') + below(rng, std::uint64_t(ranks)));
        };
        std::string m = sq() + sq();
        if (m.substr(0, 2) != m.substr(2) && legal
            && std::find(legal->begin(), legal->end(), m) == legal->end())
            return m;
    }
}

Case invalid_case(const Dialect& d, Rng& rng) {
    const auto classes = invalid_classes(d.game);
    const auto pick    = below(rng, classes.size() + 2);
    if (pick < classes.size()) {
        auto p = invalid_position(d.game, classes[pick], rng);
        return { Category::Invalid, p.label,
            with_search(d, d.handshake() + d.position(p.fen, {}), rng) };
    }
    // Moves after a valid position: one illegal or malformed move, then maybe legal ones.
    std::string fen  = random_valid_fen(d.game, rng);
    std::string from = fen;
    auto        line = random_line(*d.game, fen, int(below(rng, 4)), rng);
    std::string label;
    if (pick == classes.size()) {
        label = "invalid/illegal-move";
        line.push_back(illegal_move(d.game, fen, rng));
    } else {
        static const char* const Malformed[] = { "e2e9", "e7e8k", "zz", "e2", "e2e4e5", "0000",
            "a0a10", "j0j1", "h2e2+", "E2E4", "e2-e4", "Nf3", "@@@@", "e2e4\t", "1234" };
        label                                = "invalid/malformed-move";
        line.push_back(Malformed[below(rng, std::size(Malformed))]);
    }
    auto moves = d.position(from, {});
    if (d.proto == protocol::Protocol::Xboard) {
        for (const auto& m : line) moves.push_back(d.to_engine(m));
    } else {
        for (std::size_t i = 0; i < line.size(); ++i)
            moves.back() += (i == 0 ? " moves " : " ") + d.to_engine(line[i]);
    }
    return { Category::Invalid, label, with_search(d, d.handshake() + moves, rng) };
}

} // namespace

Rng case_rng(std::uint64_t seed, std::uint64_t index) {
    return Rng(splitmix(splitmix(seed) ^ index));
}

std::uint64_t below(Rng& rng, std::uint64_t n) { return n == 0 ? 0 : rng() % n; }

std::string random_bytes(Rng& rng, std::size_t n, bool printable) {
    std::string s;
    for (std::size_t i = 0; i < n; ++i) {
        char c = printable ? char(33 + below(rng, 94)) : char(1 + below(rng, 255));
        s += c == '\n' ? ' ' : c;
    }
    return s;
}

std::vector<std::string> invalid_classes(game::Game g) {
    std::vector<std::string> out;
    for (const auto& [name, fn] : classes_of(g)) out.push_back("invalid/" + name);
    return out;
}

LabelledFen invalid_position(game::Game g, const std::string& label, Rng& rng) {
    for (const auto& [name, fn] : classes_of(g))
        if ("invalid/" + name == label) return { label, fn(g, rng) };
    return { label, "" };
}

Case make_case(const Dialect& d, Category category, std::uint64_t seed, std::uint64_t index) {
    Rng rng = case_rng(seed, index);
    if (d.proto == protocol::Protocol::Gomocup) return gomocup_case(d.game, category, rng);
    switch (category) {
    case Category::Valid:
        return valid_case(d, rng);
    case Category::Edge:
        return edge_case(d, rng);
    case Category::Invalid:
        return invalid_case(d, rng);
    case Category::Protocol:
        return protocol_case(d, rng);
    case Category::Corpus:
        break;
    }
    return valid_case(d, rng);
}

} // namespace harness::enginefuzz
