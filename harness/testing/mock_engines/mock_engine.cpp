// mock_engine: a configurable, misbehaving engine for Arbiter's integration tests.
//
// Speaks UCI (default): uci, isready, ucinewgame, setoption name UCI_Variant value
// chess|xiangqi, position startpos|fen F [moves ...], go perft N (real perft from the project's
// rules, in Stockfish's divide format), go ... (depth-1 info + bestmove: the first generated
// move), quit. With --proto ucci: ucci/ucciok, the same position/go, UCCI info lines. With
// --proto xboard: xboard, protover 2 (features ping setboard usermove), new, variant, force,
// setboard, usermove, level/st/sd/time/otim/post (ignored), go (a thinking line + "move M"),
// ping/pong, quit.
//
// Faults (flags):
//   --bug NAME            perft/move bug, see buggy_rules.h (no-ep, no-underpromotion,
//                         castle-through-check, horse-leg, cannon-no-screen, flying-general)
//   --crash-after N       die by SIGSEGV once N input lines have been handled
//   --hang-on CMD         stop responding (sleep forever) at the first line starting with CMD
//   --garbage             print random garbage lines among the answers
//   --slow-handshake MS   sleep MS milliseconds before "uciok"
//   --wrong-total         "Nodes searched" is the sum of the divide plus one
//   --history-count       the first move's count in a divide of depth >= 2 is one too many,
//                         so a child's count at its parent disagrees with perft of the child
//                         (an engine whose counts depend on how a position was reached)
//   --seed S              seed of the garbage generator (default 1)
//   --false-mate          go: claims "score mate 1" with a PV (its first move) that is not mate
//   --wrong-sign-mate     go: with a mate in one on the board, plays it and reports
//                         "score mate -1" (the sign of the side being mated)
//   --bestmove-not-pv     go: the PV starts with the first move, bestmove is the second one
//   --illegal-bestmove    go: a well-formed illegal bestmove (the first move's from square twice)
//   --illegal-pv          go: the PV's second move is illegal (the first move's from square twice)
//   --overrun-every N MS  every Nth search with a movetime answers MS milliseconds after it
//                         (the others answer at once)
//   --stop-delay MS       "go infinite": wait MS milliseconds after "stop" before the bestmove
//   --no-infinite         "go infinite" is answered at once, like any search (a defect)
// "go infinite" is answered only after "stop" ("isready" meanwhile: "readyok").
// In-game faults, from the position's ply P on (moves after the start FEN):
//   --proto uci|ucci|xboard  the protocol spoken (default uci)
//   --illegal-at P        an illegal bestmove
//   --crash-at P          die by SIGSEGV on go
//   --crash-at-nodes P T  at ply P exactly, die by SIGSEGV when the search reaches T nodes:
//                         "go nodes N" searches N nodes (a crash when N >= T); a search on a
//                         clock a random count from T/2 to 3T/2 (its tree depends on time), so
//                         it crashes about half the time; an info line of T/2 nodes comes first
//   --slow-at P MS        sleep MS milliseconds before answering go (a time loss)
//   --hold-at P           every search (a clocked one too) is answered only after "stop"
//   --resign-at P         xboard: "resign" instead of a move; UCI/UCCI: "bestmove (none)"
//   --word-at P WORD      UCCI: "bestmove M WORD" (draw: an offer; resign)
//   --accept-draw         UCCI: "go draw ..." (the opponent offered) is answered "bestmove M draw"
//   --losing-score        every search reports score cp -1000 (resign adjudication)
//   --prefer M1,M2,...    go: play the first of these moves that is legal (and not banned)
//   --spread              go: play the legal move (31 * ply + 7) mod count instead of the first
//                         (games between two such engines last long without repeating)
//                         before falling back to the first legal move
//   --ban-log FILE        UCCI "banmoves M...": append "ply P: M..." to FILE; banned moves are
//                         never played (the list lasts until the next "position")
//   --score-moves         go: score cp = 10 x the number of legal moves (the same in every
//                         symmetric position: what `arbiter symmetry` needs to see); "eval"
//                         answers "info string eval cp N" with the same score
//   --first-player-bonus CP
//                         go: with --score-moves, CP more when White (Red) is to move and CP
//                         less when Black is: a one-sided evaluation term
//   --sticky-nodes        go: the nodes reported grow with every search, across new games (a
//                         hash or counter a new game does not clear)
//   --moves-bonus CP      go: with --score-moves, CP more when the position came with moves
//                         after its FEN (state set up incrementally differs from a FEN's)
//   --hash-mates N        offers a Hash option (default 16); go: with a mate in one on the
//                         board, plays it and reports "score mate 1" while Hash >= N and
//                         "score mate -1" below (a mate for the wrong side at another Hash)
//   --crash-on-fen-without-king
//                         die by SIGSEGV at a "position fen" whose board has no K or no k
//                         (the `arbiter fuzz` tests find, shrink and replay it)
// Bad flags: message on stderr, exit code 2.

#include "buggy_rules.h"

#include "engine/core/invariants.h"
#include "engine/core/perft.h"

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iostream>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace {

using harness::mock::Bug;

struct Options {
    Bug                        bug = Bug::None;
    std::optional<long>        crash_after;
    std::optional<std::string> hang_on;
    bool                       garbage           = false;
    int                        slow_handshake_ms = 0;
    bool                       wrong_total       = false;
    bool                       history_count     = false;
    std::uint64_t              seed              = 1;
    bool                       false_mate        = false;
    bool                       wrong_sign_mate   = false;
    bool                       bestmove_not_pv   = false;
    bool                       illegal_bestmove  = false;
    bool                       illegal_pv        = false;
    bool                       no_infinite       = false;
    int                        overrun_every = 0, overrun_ms = 0, stop_delay_ms = 0;
    std::string                proto = "uci";
    std::optional<int>         illegal_at, crash_at, slow_at, resign_at, word_at, hold_at;
    std::optional<int>         crash_nodes_ply; // --crash-at-nodes P T
    long                       crash_nodes = 0;
    std::string                word; // --word-at's word
    bool                       accept_draw        = false;
    int                        slow_ms            = 0;
    bool                       losing_score       = false;
    bool                       spread             = false;
    bool                       crash_kingless     = false;
    bool                       score_moves        = false;
    bool                       sticky_nodes       = false;
    int                        first_player_bonus = 0, moves_bonus = 0;
    int                        hash_mates = 0; // --hash-mates N (0: off)
    std::vector<std::string>   prefer;
    std::string                ban_log;
};

int hash_mb = 16; // the last "setoption name Hash" (--hash-mates)

// Garbage lines: printable noise that no protocol keyword starts with.
class Garbage {
public:
    explicit Garbage(std::uint64_t seed)
        : state_(seed ? seed : 1) { }
    std::uint64_t next() {
        state_ ^= state_ << 13;
        state_ ^= state_ >> 7;
        state_ ^= state_ << 17;
        return state_;
    }
    std::string line() {
        static constexpr char Chars[] = "#%&*+-/:;<=>?@[]^_{|}~0123456789xyzXYZ";
        std::string           s       = "~";
        int                   n       = 5 + int(next() % 40);
        for (int i = 0; i < n; ++i) s += Chars[next() % (sizeof Chars - 1)];
        return s;
    }

private:
    std::uint64_t state_;
};

std::vector<std::string> split(const std::string& line) {
    std::istringstream       in(line);
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

// One game's position and commands.
template <class G> class Board {
public:
    Board()
        : pos_(*G::parse_fen(G::StartFen)) { }

    // "position" tokens after the keyword; false (and pos unchanged) on bad input.
    bool set_position(const std::vector<std::string>& words, std::string& error) {
        std::size_t i = 1;
        std::string fen;
        if (i < words.size() && words[i] == "startpos") {
            fen = std::string(G::StartFen);
            ++i;
        } else if (i < words.size() && words[i] == "fen") {
            for (++i; i < words.size() && words[i] != "moves"; ++i)
                fen += (fen.empty() ? "" : " ") + words[i];
        } else {
            error = "expected 'startpos' or 'fen'";
            return false;
        }
        auto parsed = G::parse_fen(fen);
        if (!parsed) {
            error = "bad fen '" + fen + "': " + parsed.error().to_string();
            return false;
        }
        typename G::Position pos = *parsed;
        if (i < words.size() && words[i] == "moves") ++i;
        for (; i < words.size(); ++i) {
            auto m = G::parse_move(pos, words[i]);
            if (!m) {
                error = "illegal move '" + words[i] + "': " + m.error().to_string();
                return false;
            }
            G::do_move(pos, *m);
        }
        pos_   = pos;
        plies_ = int(words.size() - i0(words));
        banned_.clear();
        return true;
    }

    // xboard: a new position, then moves one at a time.
    bool set_fen(const std::string& fen) {
        auto parsed = G::parse_fen(fen);
        if (!parsed) return false;
        pos_   = *parsed;
        plies_ = 0;
        return true;
    }
    bool play(const std::string& text) {
        auto m = G::parse_move(pos_, text);
        if (!m) return false;
        G::do_move(pos_, *m);
        ++plies_;
        return true;
    }
    [[nodiscard]] int plies() const { return plies_; }

    // Divide lines, blank line, "Nodes searched: N".
    void perft(
        int depth, Bug bug, bool wrong_total, bool history_count, std::vector<std::string>& out) {
        std::uint64_t total = 0;
        if (depth >= 1) {
            typename G::MoveList list;
            harness::mock::generate_buggy(pos_, list, bug);
            for (auto m : list) {
                std::uint64_t n = 1;
                if (depth > 1) {
                    std::string text = G::to_text(pos_, m);
                    G::do_move(pos_, m);
                    n = bug == Bug::None ? G::perft(pos_, depth - 1)
                                         : harness::mock::buggy_perft<G>(pos_, depth - 1, bug);
                    G::undo_move(pos_, m);
                    if (history_count && total == 0) ++n;
                    out.push_back(text + ": " + std::to_string(n));
                } else {
                    out.push_back(G::to_text(pos_, m) + ": 1");
                }
                total += n;
            }
        }
        if (wrong_total) ++total;
        out.push_back("");
        out.push_back("Nodes searched: " + std::to_string(total));
        out.push_back("");
    }

    // UCCI banmoves: never played until the next position.
    void ban(const std::vector<std::string>& moves) { banned_ = moves; }

    void go(const Options& o, std::vector<std::string>& out) {
        typename G::MoveList all, list;
        harness::mock::generate_buggy(pos_, all, o.bug);
        for (auto move : all)
            if (!is_banned(G::to_text(pos_, move))) list.push_back(move);
        for (const auto& p : o.prefer) { // the first preferred legal move goes first
            bool found = false;
            for (std::size_t i = 0; i < list.size() && !found; ++i)
                if (G::to_text(pos_, list[i]) == p) {
                    std::swap(list[0], list[i]);
                    found = true;
                }
            if (found) break;
        }
        if (o.spread && !list.empty())
            std::swap(list[0], list[(31 * std::size_t(plies_) + 7) % list.size()]);
        if (list.empty()) {
            out.push_back("info depth 0 score mate 0");
            out.push_back("bestmove (none)");
            return;
        }
        static long       searches = 0; // never cleared: --sticky-nodes
        const std::string nodes
            = " nodes " + std::to_string(list.size() + (o.sticky_nodes ? ++searches : 0));
        std::string m     = G::to_text(pos_, list[0]);
        std::string score = o.losing_score ? "cp -1000" : "cp 0";
        if (o.score_moves) score = "cp " + std::to_string(scored(o, all.size()));
        std::string best = m;
        if (o.wrong_sign_mate || o.false_mate || o.hash_mates > 0) {
            // The first mating move, if any.
            std::optional<std::string> mate;
            for (auto move : list) {
                G::do_move(pos_, move);
                const bool mated = G::status(pos_).kind == engine::core::Outcome::Checkmate;
                G::undo_move(pos_, move);
                if (mated) {
                    mate = G::to_text(pos_, move);
                    break;
                }
            }
            if ((o.wrong_sign_mate || o.hash_mates > 0) && mate) {
                m = best = *mate;
                score    = o.wrong_sign_mate || hash_mb < o.hash_mates ? "mate -1" : "mate 1";
            } else if (o.false_mate) {
                for (auto move : list) // the first move that does not mate
                    if (G::to_text(pos_, move) != mate.value_or("")) {
                        m = best = G::to_text(pos_, move);
                        break;
                    }
                score = "mate 1";
            }
        }
        if (o.bestmove_not_pv && list.size() > 1) best = G::to_text(pos_, list[1]);
        if (o.illegal_bestmove || (o.illegal_at && plies_ >= *o.illegal_at))
            best = best.substr(0, 2) + best.substr(0, 2);
        if (o.resign_at && plies_ >= *o.resign_at) best = "(none)";
        if (o.illegal_pv) m += " " + m.substr(0, 2) + m.substr(0, 2);
        out.push_back("info depth 1 score " + score + nodes + " time 0 pv " + m);
        out.push_back("bestmove " + best);
    }

    // "eval" (--score-moves): the score a search reports, without searching.
    int static_eval(const Options& o) const {
        typename G::MoveList all;
        harness::mock::generate_buggy(pos_, all, o.bug);
        return scored(o, all.size());
    }

private:
    // --score-moves: 10 cp a legal move, with the planted one-sided and set-up terms.
    int scored(const Options& o, std::size_t moves) const {
        const bool first = engine::core::index(G::side_to_move(pos_)) == 0;
        return int(10 * moves) + (first ? o.first_player_bonus : -o.first_player_bonus)
            + (plies_ > 0 ? o.moves_bonus : 0);
    }

    // The index of the first move token of a "position" command (its size when none).
    static std::size_t i0(const std::vector<std::string>& words) {
        for (std::size_t i = 0; i < words.size(); ++i)
            if (words[i] == "moves") return i + 1;
        return words.size();
    }

    [[nodiscard]] bool is_banned(const std::string& m) const {
        for (const auto& b : banned_)
            if (b == m) return true;
        return false;
    }

    typename G::Position     pos_;
    int                      plies_ = 0;
    std::vector<std::string> banned_;
};

[[noreturn]] void crash() {
    std::cout.flush();
    std::signal(SIGSEGV, SIG_DFL);
    std::raise(SIGSEGV);
    std::abort();
}

[[noreturn]] void hang() {
    std::cout.flush();
    for (;;) std::this_thread::sleep_for(std::chrono::hours(1));
}

// UCCI's words beside the move: --word-at's from its ply on, "draw" in answer to "go draw".
void add_word(
    const Options& o, const std::vector<std::string>& go, int ply, std::vector<std::string>& out) {
    if (o.proto != "ucci" || out.empty() || out.back().rfind("bestmove ", 0) != 0) return;
    if (o.word_at && ply >= *o.word_at)
        out.back() += " " + o.word;
    else if (o.accept_draw && go.size() >= 2 && go[1] == "draw")
        out.back() += " draw";
}

// The flags without a value, each with the option it turns on.
bool set_flag(const std::string& a, Options& o) {
    static const std::pair<const char*, bool Options::*> Flags[] = {
        { "--garbage", &Options::garbage },
        { "--wrong-total", &Options::wrong_total },
        { "--history-count", &Options::history_count },
        { "--false-mate", &Options::false_mate },
        { "--wrong-sign-mate", &Options::wrong_sign_mate },
        { "--bestmove-not-pv", &Options::bestmove_not_pv },
        { "--illegal-bestmove", &Options::illegal_bestmove },
        { "--no-infinite", &Options::no_infinite },
        { "--illegal-pv", &Options::illegal_pv },
        { "--accept-draw", &Options::accept_draw },
        { "--losing-score", &Options::losing_score },
        { "--spread", &Options::spread },
        { "--crash-on-fen-without-king", &Options::crash_kingless },
        { "--score-moves", &Options::score_moves },
        { "--sticky-nodes", &Options::sticky_nodes },
    };
    for (const auto& [name, member] : Flags)
        if (a == name) {
            o.*member = true;
            return true;
        }
    return false;
}

// What an option with values made of its argument: taken, not one of this group's (or a value
// missing), or bad (the message written).
enum class Arg { Taken, NotMine, Bad };
using NextValue = std::function<const char*()>; // the next argument, nullptr when none

// The engine's faults outside a game, the protocol and the seed.
Arg engine_option(const std::string& a, const NextValue& value, Options& o) {
    const char* v = nullptr;
    if (a == "--bug" && (v = value())) {
        auto bug = harness::mock::parse_bug(v);
        if (!bug) {
            std::cerr << "mock_engine: unknown bug '" << v << "'\n";
            return Arg::Bad;
        }
        o.bug = *bug;
    } else if (a == "--crash-after" && (v = value())) {
        o.crash_after = std::strtol(v, nullptr, 10);
    } else if (a == "--hang-on" && (v = value())) {
        o.hang_on = v;
    } else if (a == "--slow-handshake" && (v = value())) {
        o.slow_handshake_ms = std::atoi(v);
    } else if (a == "--overrun-every" && (v = value())) {
        o.overrun_every = std::atoi(v);
        const char* ms  = value();
        if (!ms) {
            std::cerr << "mock_engine: --overrun-every N MS\n";
            return Arg::Bad;
        }
        o.overrun_ms = std::atoi(ms);
    } else if (a == "--stop-delay" && (v = value())) {
        o.stop_delay_ms = std::atoi(v);
    } else if (a == "--proto" && (v = value())) {
        o.proto = v;
        if (o.proto != "uci" && o.proto != "ucci" && o.proto != "xboard") {
            std::cerr << "mock_engine: unknown protocol '" << v << "'\n";
            return Arg::Bad;
        }
    } else if (a == "--seed" && (v = value())) {
        o.seed = std::strtoull(v, nullptr, 10);
    } else {
        return Arg::NotMine;
    }
    return Arg::Taken;
}

// The in-game faults and move choices, from a ply on.
Arg game_option(const std::string& a, const NextValue& value, Options& o) {
    const char* v = nullptr;
    const char* w = nullptr;
    if (a == "--illegal-at" && (v = value())) {
        o.illegal_at = std::atoi(v);
    } else if (a == "--crash-at" && (v = value())) {
        o.crash_at = std::atoi(v);
    } else if (a == "--crash-at-nodes" && (v = value()) && (w = value())) {
        o.crash_nodes_ply = std::atoi(v);
        o.crash_nodes     = std::atol(w);
    } else if (a == "--word-at" && (v = value()) && (w = value())) {
        o.word_at = std::atoi(v);
        o.word    = w;
    } else if (a == "--hold-at" && (v = value())) {
        o.hold_at = std::atoi(v);
    } else if (a == "--resign-at" && (v = value())) {
        o.resign_at = std::atoi(v);
    } else if (a == "--slow-at" && (v = value())) {
        o.slow_at = std::atoi(v);
        if (!(v = value())) {
            std::cerr << "mock_engine: --slow-at needs PLY and MS\n";
            return Arg::Bad;
        }
        o.slow_ms = std::atoi(v);
    } else if (a == "--prefer" && (v = value())) {
        std::istringstream in(v);
        for (std::string m; std::getline(in, m, ',');) o.prefer.push_back(m);
    } else if (a == "--ban-log" && (v = value())) {
        o.ban_log = v;
    } else if (a == "--first-player-bonus" && (v = value())) {
        o.first_player_bonus = std::atoi(v);
    } else if (a == "--hash-mates" && (v = value())) {
        o.hash_mates = std::atoi(v);
    } else if (a == "--moves-bonus" && (v = value())) {
        o.moves_bonus = std::atoi(v);
    } else {
        return Arg::NotMine;
    }
    return Arg::Taken;
}

bool parse_options(int argc, char** argv, Options& o) {
    for (int i = 1; i < argc; ++i) {
        std::string     a     = argv[i];
        const NextValue value = [&]() -> const char* { return i + 1 < argc ? argv[++i] : nullptr; };
        if (set_flag(a, o)) continue;
        auto arg = engine_option(a, value, o);
        if (arg == Arg::NotMine) arg = game_option(a, value, o);
        if (arg == Arg::Bad) return false;
        if (arg == Arg::NotMine) {
            std::cerr << "mock_engine: bad argument '" << a << "'\n";
            return false;
        }
    }
    return true;
}

// A search answer (UCI lines from Board::go) in the protocol spoken.
std::vector<std::string> dialect(const std::vector<std::string>& uci, const std::string& proto) {
    if (proto == "uci") return uci;
    std::vector<std::string> out;
    for (const auto& l : uci) {
        auto w = split(l);
        if (w.empty()) continue;
        if (w[0] == "bestmove") {
            if (proto == "ucci")
                out.push_back(w[1] == "(none)" ? "nobestmove" : l);
            else
                out.push_back(w[1] == "(none)" ? "resign" : "move " + w[1]);
            continue;
        }
        // info depth D score cp|mate X [nodes N] [time T] [pv M...]
        std::string depth = "1", score = "0", nodes = "0", pv;
        for (std::size_t i = 1; i + 1 < w.size(); ++i) {
            if (w[i] == "depth") depth = w[i + 1];
            if (w[i] == "score" && i + 2 < w.size())
                score = w[i + 1] == "mate" ? (w[i + 2][0] == '-' ? "-" : "") + std::string("10000")
                                           : w[i + 2];
            if (w[i] == "nodes") nodes = w[i + 1];
            if (w[i] == "pv")
                for (std::size_t k = i + 1; k < w.size(); ++k) pv += " " + w[k];
        }
        if (proto == "ucci")
            out.push_back("info depth " + depth + " score " + score + " pv" + pv);
        else
            out.push_back(depth + " " + score + " 0 " + nodes + pv);
    }
    return out;
}

// --overrun-every: every Nth search with a movetime answers MS milliseconds after it.
void sleep_if_overrun(const Options& o, const std::vector<std::string>& go, long& timed) {
    for (std::size_t i = 1; i + 1 < go.size(); ++i)
        if (go[i] == "movetime" && o.overrun_every > 0 && ++timed % o.overrun_every == 0)
            std::this_thread::sleep_for(
                std::chrono::milliseconds(std::atoi(go[i + 1].c_str()) + o.overrun_ms));
}

// --crash-at-nodes: the nodes a search reaches: "go nodes N" N, any other a random count from
// T/2 to 3T/2.
long searched_nodes(const Options& o, const std::vector<std::string>& go) {
    for (std::size_t i = 1; i + 1 < go.size(); ++i)
        if (go[i] == "nodes") return std::atol(go[i + 1].c_str());
    static std::mt19937_64 random { std::random_device {}() };
    return o.crash_nodes / 2 + long(random() % std::uint64_t(std::max(1L, o.crash_nodes)));
}

// The engine between lines: the board of the game being played (chess or xiangqi), the answer
// held back, and the counts its faults go by.
class MockEngine {
public:
    explicit MockEngine(const Options& o)
        : o_(o)
        , garbage_(o.seed) { }

    // Answers one input line; false at "quit".
    bool handle(const std::string& line) {
        if (o_.hang_on && line.rfind(*o_.hang_on, 0) == 0) hang();

        std::vector<std::string> words = split(line);
        std::vector<std::string> out;
        std::string              cmd = words.empty() ? "" : words[0];
        if (cmd == "quit") return false;
        if (!setup_command(cmd, words, line, out)) search_command(cmd, words, out);

        for (const auto& l : out) {
            if (o_.garbage && garbage_.next() % 2 == 0) std::cout << garbage_.line() << '\n';
            std::cout << l << '\n';
        }
        std::cout.flush();
        if (o_.crash_after && ++handled_ >= *o_.crash_after) crash();
        return true;
    }

private:
    // `f` called with the board of the game being played.
    template <class F> auto on_board(F f) {
        if (is_xiangqi_) return f(xiangqi_);
        return f(chess_);
    }
    int plies() {
        return on_board([](auto& b) { return b.plies(); });
    }
    void select(bool xq) {
        is_xiangqi_ = xq;
        xiangqi_    = {};
        chess_      = {};
    }

    // The handshakes, the choice of game and the xboard set-up: true when `cmd` is one.
    bool setup_command(const std::string& cmd, const std::vector<std::string>& words,
        const std::string& line, std::vector<std::string>& out) {
        if (cmd == "uci" || cmd == "ucci") {
            out = { "id name MockEngine", "id author Arbiter tests" };
            if (cmd == "uci")
                out.push_back(
                    "option name UCI_Variant type combo default chess var chess var xiangqi");
            if (cmd == "uci" && o_.hash_mates > 0)
                out.push_back("option name Hash type spin default 16 min 1 max 1024");
            if (cmd == "ucci") select(true);
            if (o_.slow_handshake_ms > 0)
                std::this_thread::sleep_for(std::chrono::milliseconds(o_.slow_handshake_ms));
            out.push_back(cmd + "ok");
        } else if (cmd == "protover") {
            out.push_back("feature ping=1 setboard=1 usermove=1 sigint=0 sigterm=0 "
                          "myname=\"MockEngine\" variants=\"normal,xiangqi\" done=1");
        } else if (cmd == "variant" && words.size() >= 2) {
            select(words[1] == "xiangqi");
        } else if (cmd == "new") {
            select(is_xiangqi_);
        } else if (cmd == "setboard" && words.size() >= 2) {
            std::string fen = line.substr(9);
            if (!on_board([&](auto& b) { return b.set_fen(fen); }))
                out.push_back("Error (bad FEN): " + fen);
        } else if (cmd == "usermove" && words.size() >= 2) {
            if (!on_board([&](auto& b) { return b.play(words[1]); }))
                out.push_back("Illegal move: " + words[1]);
        } else if (cmd == "ping" && words.size() >= 2) {
            out.push_back("pong " + words[1]);
        } else if (cmd == "isready") {
            out.push_back("readyok");
        } else if (cmd == "setoption" && words.size() >= 5 && words[2] == "Hash") {
            hash_mb = std::atoi(words[4].c_str());
        } else if (cmd == "setoption" && words.size() >= 5 && words[2] == "UCI_Variant") {
            select(words[4] == "xiangqi");
        } else {
            return false;
        }
        return true;
    }

    // position, banmoves, go (perft or a search) and stop.
    void search_command(const std::string& cmd, const std::vector<std::string>& words,
        std::vector<std::string>& out) {
        if (cmd == "position") {
            if (o_.crash_kingless && words.size() >= 3 && words[1] == "fen"
                && (words[2].find('K') == std::string::npos
                    || words[2].find('k') == std::string::npos))
                crash();
            std::string error;
            if (!on_board([&](auto& b) { return b.set_position(words, error); }))
                out.push_back("info string error: " + error);
        } else if (cmd == "eval" && o_.score_moves) {
            out.push_back("info string eval cp "
                + std::to_string(on_board([&](auto& b) { return b.static_eval(o_); })));
        } else if (cmd == "banmoves") {
            std::vector<std::string> moves(words.begin() + 1, words.end());
            if (!o_.ban_log.empty()) {
                std::ofstream log(o_.ban_log, std::ios::app);
                log << "ply " << plies() << ":";
                for (const auto& m : moves) log << " " << m;
                log << "\n";
            }
            on_board([&](auto& b) { b.ban(moves); });
        } else if (cmd == "go" && words.size() >= 3 && words[1] == "perft") {
            int depth = std::atoi(words[2].c_str());
            on_board(
                [&](auto& b) { b.perft(depth, o_.bug, o_.wrong_total, o_.history_count, out); });
        } else if (cmd == "stop") {
            if (!pending_.empty() && o_.stop_delay_ms > 0)
                std::this_thread::sleep_for(std::chrono::milliseconds(o_.stop_delay_ms));
            out.swap(pending_);
        } else if (cmd == "go") {
            go(words, out);
        }
    }

    void go(const std::vector<std::string>& words, std::vector<std::string>& out) {
        const int ply = plies();
        sleep_if_overrun(o_, words, timed_);
        if (o_.crash_at && ply >= *o_.crash_at) crash();
        if (o_.crash_nodes_ply && ply == *o_.crash_nodes_ply
            && searched_nodes(o_, words) >= o_.crash_nodes) {
            std::cout << "info depth 1 nodes " << o_.crash_nodes / 2 << std::endl;
            crash();
        }
        if (o_.slow_at && ply >= *o_.slow_at)
            std::this_thread::sleep_for(std::chrono::milliseconds(o_.slow_ms));
        on_board([&](auto& b) { b.go(o_, out); });
        out = dialect(out, o_.proto);
        add_word(o_, words, ply, out);
        const bool infinite = words.size() >= 2 && words.back() == "infinite";
        if ((!o_.no_infinite && infinite) || (o_.hold_at && ply >= *o_.hold_at)) out.swap(pending_);
    }

    const Options&                  o_;
    Garbage                         garbage_;
    Board<engine::chess::Chess>     chess_;
    Board<engine::xiangqi::Xiangqi> xiangqi_;
    bool                            is_xiangqi_ = false;
    long                            handled_    = 0;
    long                            timed_      = 0; // searches with a movetime
    std::vector<std::string>        pending_; // the answer of a "go infinite", sent at "stop"
};

} // namespace

int main(int argc, char** argv) {
    // Its bugs play illegal moves on purpose: the rules' invariant checks (debug builds) would
    // abort on them.
    engine::core::invariant_checks = false;
    Options o;
    if (!parse_options(argc, argv, o)) return 2;

    MockEngine  engine(o);
    std::string line;
    while (std::getline(std::cin, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (!engine.handle(line)) { // quit
            std::cout.flush();
            return 0;
        }
    }
    return 0;
}
