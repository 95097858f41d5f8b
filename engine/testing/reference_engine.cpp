#include "reference_engine.h"

namespace engine::testing {

using namespace std::chrono_literals;

ReferenceEngine::ReferenceEngine(const std::string& path, const std::vector<std::string>& setup)
    : process_({ path }) {
    if (!process_.ok()) return;
    process_.write_line("uci");
    if (!process_.read_until("uciok", 10s)) return;
    for (const auto& line : setup) process_.write_line(line);
    process_.write_line("isready");
    ok_ = process_.read_until("readyok", 10s).has_value();
}

ReferenceEngine::Divide ReferenceEngine::divide(const std::string& fen, int depth) {
    Divide out;
    process_.write_line("position fen " + fen);
    process_.write_line("go perft " + std::to_string(depth));
    auto lines = process_.read_until("Nodes searched:", 300s);
    if (!lines) return out;
    for (const auto& l : *lines) {
        auto colon = l.find(": ");
        if (colon != std::string::npos && colon >= 4 && colon <= 6 && l.find(' ') == colon + 1)
            out.moves[l.substr(0, colon)] = std::stoull(l.substr(colon + 2));
    }
    out.total = std::stoull(lines->back().substr(15));
    out.ok    = true;
    return out;
}

ReferenceEngine::Timed ReferenceEngine::timed_perft(const std::string& fen, int depth) {
    process_.write_line("position fen " + fen);
    process_.write_line("isready");
    if (!process_.read_until("readyok", 10s)) return {};
    auto t0 = std::chrono::steady_clock::now();
    process_.write_line("go perft " + std::to_string(depth));
    auto   lines = process_.read_until("Nodes searched:", 600s);
    double secs  = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (!lines) return {};
    return { std::stoull(lines->back().substr(15)), secs };
}

} // namespace engine::testing
