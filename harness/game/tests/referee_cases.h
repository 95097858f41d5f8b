#pragma once
// Test support: the xiangqi referee cases of tests/data/xiangqi_referee_cases.txt (format in
// the file's header), with the Fairy-Stockfish cases' FEN and moves filled in from the engine's
// test data. Used by the game layer's unit test and the `arbiter adjudicate` integration test.

#include "harness/game/referee_options.h"

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace harness::game::cases {

struct RefereeCase {
    std::string              name;
    std::string              fen; // empty: the start position
    std::vector<std::string> moves; // ICCS
    std::string              asian, simple, chinese; // expected describe(status), "over"
    std::vector<std::string> options; // "repetition-count=4", ...
    std::string              source;

    [[nodiscard]] const std::string& expected(RepetitionRules r) const {
        return r == RepetitionRules::Asian ? asian
            : r == RepetitionRules::Simple ? simple
                                           : chinese;
    }
    // The referee options of the case under rule set r.
    [[nodiscard]] RefereeOptions referee(RepetitionRules r) const {
        RefereeOptions o;
        o.xiangqi.rules = r;
        for (const auto& kv : options) {
            const auto eq = kv.find('=');
            const int  n  = std::stoi(kv.substr(eq + 1));
            const auto k  = kv.substr(0, eq);
            if (k == "repetition-count") o.xiangqi.repetition_count = n;
            if (k == "move-limit") o.xiangqi.move_limit = n;
            if (k == "check-allowance") o.xiangqi.check_allowance = n;
        }
        return o;
    }
};

inline std::vector<std::string> split_fields(const std::string& line, char sep) {
    std::vector<std::string> out;
    std::string              field;
    std::istringstream       in(line);
    while (std::getline(in, field, sep)) {
        const auto b = field.find_first_not_of(' ');
        const auto e = field.find_last_not_of(' ');
        out.push_back(b == std::string::npos ? "" : field.substr(b, e - b + 1));
    }
    return out;
}

inline std::vector<std::string> words(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream       in(text);
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

inline std::vector<RefereeCase> load_referee_cases() {
    // Fairy-Stockfish's cases by test.py line: FEN (without the empty pocket "[]") and ICCS moves.
    std::map<std::string, std::pair<std::string, std::string>> fsf;
    std::ifstream                                              fsf_file(ARBITER_SOURCE_DIR
                                                     "/engine/xiangqi/tests/data/fairy-stockfish_test-py_xiangqi-chasing.txt");
    for (std::string line; std::getline(fsf_file, line);) {
        if (line.empty() || line[0] == '#') continue;
        auto f = split_fields(line, '|');
        if (f.size() < 4) continue;
        if (auto at = f[1].find("[]"); at != std::string::npos) f[1].erase(at, 2);
        fsf[f[0]] = { f[1], f[3] };
    }
    std::vector<RefereeCase> out;
    std::ifstream in(ARBITER_SOURCE_DIR "/harness/game/tests/data/xiangqi_referee_cases.txt");
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        auto f = split_fields(line, '|');
        if (f.size() < 8) continue;
        RefereeCase c { f[0], f[1], words(f[2]), f[3], f[4], f[5], words(f[6]), f[7] };
        if (c.fen.rfind("fsf:", 0) == 0) {
            const auto& [fen, moves] = fsf[c.fen.substr(4)];
            c.fen                    = fen;
            c.moves                  = words(moves);
        }
        if (c.fen == "startpos") c.fen.clear();
        out.push_back(std::move(c));
    }
    return out;
}

} // namespace harness::game::cases
