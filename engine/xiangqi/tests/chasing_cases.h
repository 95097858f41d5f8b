#pragma once
// The 33 Fairy-Stockfish chasing-rule cases (tests/data, GPL-3.0 test data, source in the file's
// header): the loader and a move player, shared by the repetition judge's tests and the search's
// (engine/games), which must reach the same verdicts.

#include "engine/xiangqi/game.h"

#include <gtest/gtest.h>

#include <fstream>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

namespace engine::xiangqi::testing {

struct FsfCase {
    int                      line = 0; // test.py line
    std::string              fen;
    std::vector<std::string> moves; // ICCS
    std::string              loser; // "red", "black", "none (draw)", "?"
    std::string              comment;
};

inline void PrintTo(const FsfCase& c, std::ostream* os) {
    *os << "test.py line " << c.line << ": " << c.fen;
}

inline std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> out;
    std::string              cur;
    std::istringstream       in(s);
    while (std::getline(in, cur, sep)) out.push_back(cur);
    return out;
}

// The cases of `path` (lines "test.py line|FEN|...|moves|...|loser[|comment]").
inline std::vector<FsfCase> load_fsf_cases(const std::string& path) {
    std::ifstream        in(path);
    std::vector<FsfCase> out;
    std::string          line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        auto f = split(line, '|');
        if (f.size() < 6) continue;
        FsfCase c;
        c.line = std::stoi(f[0]);
        c.fen  = f[1];
        // Drop the empty piece pocket "[]" FSF writes after the board (line 1191), so that the
        // colour-mirrored FEN stays well-formed.
        if (auto at = c.fen.find("[]"); at != std::string::npos) c.fen.erase(at, 2);
        c.moves = split(f[3], ' ');
        c.loser = f[5];
        if (f.size() > 6) c.comment = f[6];
        out.push_back(c);
    }
    return out;
}

// Play ICCS moves, each checked to be legal.
inline ::testing::AssertionResult play(Position& pos, const std::vector<std::string>& moves) {
    for (const std::string& text : moves) {
        auto m = parse_move(pos, text, Notation::Iccs);
        if (!m) return ::testing::AssertionFailure() << text << ": " << m.error().message;
        if (!is_legal(pos, *m)) return ::testing::AssertionFailure() << text << " is illegal";
        pos.do_move(*m);
    }
    return ::testing::AssertionSuccess();
}

} // namespace engine::xiangqi::testing
