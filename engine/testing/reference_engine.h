#pragma once
// ReferenceEngine: a real UCI engine (Stockfish, Fairy-Stockfish) used as a perft oracle by
// differential tests and benchmarks: handshake, options, divide, timed perft.

#include "subprocess.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace engine::testing {

class ReferenceEngine {
public:
    // Starts `path`, sends "uci" and each setup line ("setoption name ..."), waits for readyok.
    ReferenceEngine(const std::string& path, const std::vector<std::string>& setup);

    [[nodiscard]] bool ok() const { return ok_; }

    struct Divide {
        std::map<std::string, std::uint64_t> moves; // move text as the engine prints it
        std::uint64_t                        total = 0;
        bool                                 ok    = false;
    };
    // "go perft depth" on the FEN; the engine's own divide lines and total.
    Divide divide(const std::string& fen, int depth);

    struct Timed {
        std::uint64_t nodes   = 0; // 0 on failure
        double        seconds = 0;
    };
    // Perft timed from sending "go perft" to reading "Nodes searched" (start-up not counted).
    Timed timed_perft(const std::string& fen, int depth);

private:
    Subprocess process_;
    bool       ok_ = false;
};

} // namespace engine::testing
