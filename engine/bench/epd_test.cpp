// sable-epd-test: solve an EPD test suite with Sable (in process) or with any UCI engine through
// a pipe, at a fixed time per position, and print the solved count. A position is solved when
// the best move is one of `bm` and none of `am`; with `dm N` (or `bm #N`) when the final score
// is "mate N" (the exact distance). Positions where the side to move is mated are skipped.
//   sable-epd-test FILE [--movetime MS] [--variant chess|xiangqi] [--engine PATH] [--limit N]
//                       [--verbose]
// Exit codes: 0 done, 2 usage or unreadable file.

#include "engine/chess/game.h"
#include "engine/engine.h"
#include "engine/testing/subprocess.h"
#include "engine/xiangqi/game.h"

#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

using namespace engine;

namespace {

struct EpdEntry {
    int                      line = 0;
    std::string              fen, id;
    std::vector<std::string> bm, am; // as written (SAN for chess, ICCS for xiangqi)
    int                      dm = 0;
};

// Splits "board side castling ep op1; op2; ..." into the FEN and its operations.
bool parse_epd(const std::string& text, EpdEntry& e) {
    std::istringstream in(text);
    std::string        f[4];
    for (auto& x : f)
        if (!(in >> x)) return false;
    e.fen = f[0] + " " + f[1] + " " + f[2] + " " + f[3];
    std::string rest;
    std::getline(in, rest);
    std::istringstream ops(rest);
    std::string        op;
    while (std::getline(ops, op, ';')) {
        std::istringstream words(op);
        std::string        code, w;
        if (!(words >> code)) continue;
        std::vector<std::string> args;
        while (words >> w) args.push_back(w);
        if (code == "bm" && args.size() == 1 && args[0].size() > 1 && args[0][0] == '#')
            e.dm = std::atoi(args[0].c_str() + 1); // "bm #N": mate in N (#-N: mated in N)
        else if (code == "bm")
            e.bm = args;
        if (code == "am") e.am = args;
        if (code == "dm" && !args.empty()) e.dm = std::atoi(args[0].c_str());
        if (code == "id" && !args.empty()) {
            e.id = args[0];
            if (e.id.size() >= 2 && e.id.front() == '"') e.id = e.id.substr(1, e.id.size() - 2);
        }
    }
    return true;
}

// Move text as the engines write it (UCI / ICCS) for a move of the suite.
std::string to_engine_text(bool chess, const std::string& fen, const std::string& move) {
    if (!chess) return move;
    auto pos = chess::Chess::parse_fen(fen);
    if (!pos) return "?";
    std::string san = move;
    while (!san.empty() && (san.back() == '!' || san.back() == '?')) san.pop_back();
    auto m = chess::parse_san(*pos, san);
    return m ? chess::Chess::to_text(*pos, *m) : "?" + move;
}

struct Answer {
    std::string best;
    int         mate = 0;
};

class Solver {
public:
    virtual ~Solver()                                                  = default;
    virtual Answer solve(const std::string& fen, int movetime, int dm) = 0;
};

class SableSolver final : public Solver {
public:
    explicit SableSolver(bool chess) {
        engine_.set_variant(chess ? Variant::Chess : Variant::Xiangqi);
        engine_.on_bestmove([this](const EngineResult& r) {
            answer_.best = r.best;
            answer_.mate = r.info.mate;
        });
    }
    Answer solve(const std::string& fen, int movetime, int dm) override {
        answer_ = {};
        engine_.new_game();
        if (engine_.set_position(fen, {})) return {};
        search::Limits limits;
        limits.movetime_ms = movetime;
        if (dm > 0) limits.mate = dm;
        engine_.go(limits);
        engine_.wait();
        return answer_;
    }

private:
    Engine engine_;
    Answer answer_;
};

class UciSolver final : public Solver {
public:
    UciSolver(const std::string& path, bool chess)
        : proc_({ path }) {
        proc_.write_line("uci");
        proc_.read_until("uciok", std::chrono::seconds(10));
        if (!chess) proc_.write_line("setoption name UCI_Variant value xiangqi");
        proc_.write_line("setoption name Hash value 16");
    }
    ~UciSolver() override { proc_.write_line("quit"); }
    Answer solve(const std::string& fen, int movetime, int dm) override {
        proc_.write_line("ucinewgame");
        proc_.write_line("isready");
        proc_.read_until("readyok", std::chrono::seconds(10));
        proc_.write_line("position fen " + fen);
        proc_.write_line("go movetime " + std::to_string(movetime)
            + (dm > 0 ? " mate " + std::to_string(dm) : ""));
        auto   lines = proc_.read_until("bestmove", std::chrono::milliseconds(movetime + 10000));
        Answer a;
        if (!lines) return a;
        for (const auto& l : *lines) {
            std::istringstream in(l);
            std::string        w;
            while (in >> w) {
                if (w == "score") {
                    std::string kind;
                    int         v = 0;
                    in >> kind >> v;
                    if (kind == "mate") a.mate = v;
                    if (kind == "cp") a.mate = 0;
                }
                if (w == "bestmove") in >> a.best;
            }
        }
        return a;
    }

private:
    testing::Subprocess proc_;
};

} // namespace

int main(int argc, char** argv) {
    std::string file, variant = "chess", engine_path;
    int         movetime = 1000, limit = 1 << 30;
    bool        verbose = false;
    for (int i = 1; i < argc; ++i) {
        const std::string a    = argv[i];
        auto              next = [&]() -> std::string { return i + 1 < argc ? argv[++i] : ""; };
        if (a == "--movetime")
            movetime = std::atoi(next().c_str());
        else if (a == "--variant")
            variant = next();
        else if (a == "--engine")
            engine_path = next();
        else if (a == "--limit")
            limit = std::atoi(next().c_str());
        else if (a == "--verbose")
            verbose = true;
        else if (a.rfind("--", 0) == 0 || !file.empty()) {
            std::fprintf(stderr, "sable-epd-test: unexpected argument '%s'\n", a.c_str());
            return 2;
        } else
            file = a;
    }
    std::ifstream in(file);
    if (file.empty() || !in || movetime < 1 || (variant != "chess" && variant != "xiangqi")) {
        std::fprintf(stderr,
            "usage: sable-epd-test FILE [--movetime MS] [--variant chess|xiangqi] "
            "[--engine PATH] [--limit N] [--verbose]\n");
        return 2;
    }
    const bool              chess = variant == "chess";
    std::unique_ptr<Solver> solver;
    if (engine_path.empty())
        solver = std::make_unique<SableSolver>(chess);
    else
        solver = std::make_unique<UciSolver>(engine_path, chess);

    int         total = 0, solved = 0, line_no = 0;
    std::string text;
    while (total < limit && std::getline(in, text)) {
        ++line_no;
        EpdEntry e;
        e.line = line_no;
        if (text.empty() || text[0] == '#' || !parse_epd(text, e)) continue;
        if (e.bm.empty() && e.am.empty() && e.dm == 0) continue;
        if (e.dm < 0) continue; // positions with every move losing: nothing to find
        ++total;
        const Answer a  = solver->solve(e.fen, movetime, e.dm);
        bool         ok = !a.best.empty();
        if (!e.bm.empty()) {
            bool hit = false;
            for (const auto& m : e.bm) hit = hit || to_engine_text(chess, e.fen, m) == a.best;
            ok = ok && hit;
        }
        for (const auto& m : e.am) ok = ok && to_engine_text(chess, e.fen, m) != a.best;
        if (e.dm != 0) ok = ok && a.mate == e.dm;
        solved += ok;
        if (verbose || !ok)
            std::printf("%s %s: %s (mate %d)\n", ok ? "ok  " : "FAIL",
                e.id.empty() ? ("line " + std::to_string(e.line)).c_str() : e.id.c_str(),
                a.best.c_str(), a.mate);
    }
    std::printf("solved %d of %d (%.1f%%) at %d ms per position\n", solved, total,
        total ? 100.0 * solved / total : 0.0, movetime);
    return 0;
}
