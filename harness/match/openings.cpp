#include "openings.h"

#include "harness/suite/epd.h"

#include <algorithm>

namespace harness::match {

OpeningBook load_epd_openings(const std::string& path, game::Game variant) {
    OpeningBook book;
    auto        file = suite::load_epd(path);
    book.errors      = file.errors;
    for (const auto& r : file.records) {
        auto fen = variant->normalize(r.fen());
        if (!fen) {
            auto e   = fen.error();
            e.source = path;
            e.line   = r.line;
            book.errors.push_back(e);
            continue;
        }
        book.fens.push_back(*fen);
    }
    return book;
}

std::vector<std::string> order_openings(
    std::vector<std::string> fens, OpeningOrder order, std::uint64_t seed, int start) {
    if (order == OpeningOrder::Random) {
        std::uint64_t state = seed;
        auto          next  = [&state] { // SplitMix64
            std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
            z               = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
            z               = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
            return z ^ (z >> 31);
        };
        for (std::size_t i = fens.size(); i > 1; --i) std::swap(fens[i - 1], fens[next() % i]);
    }
    if (start > 1 && !fens.empty())
        std::rotate(fens.begin(),
            fens.begin() + std::ptrdiff_t(std::size_t(start - 1) % fens.size()), fens.end());
    return fens;
}

} // namespace harness::match
