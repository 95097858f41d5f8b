#include "openings.h"

#include "harness/game/epd.h"
#include "harness/game/pgn_reader.h"

#include <algorithm>
#include <array>
#include <utility>

namespace harness::match {

using engine::core::ParseError;
using engine::core::quote;

namespace {

constexpr std::array<std::pair<OpeningPolicy, const char*>, 3> PolicyNames { {
    { OpeningPolicy::Default, "default" },
    { OpeningPolicy::Encounter, "encounter" },
    { OpeningPolicy::Round, "round" },
} };

} // namespace

engine::core::Result<OpeningPolicy> parse_opening_policy(std::string_view text) {
    for (const auto& [policy, name] : PolicyNames)
        if (text == name) return policy;
    return ParseError { 1,
        "expected an opening policy (default, encounter or round), got " + quote(text) };
}

const char* to_string(OpeningPolicy p) {
    for (const auto& [policy, name] : PolicyNames)
        if (policy == p) return name;
    return "?";
}

OpeningBook load_epd_openings(const std::string& path, game::Game variant) {
    OpeningBook book;
    auto        file = game::load_epd(path);
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

OpeningBook load_pgn_openings(const std::string& path, game::Game variant, int plies) {
    game::PgnReadOptions options;
    options.game      = variant;
    options.max_plies = plies;
    auto        read  = game::read_pgn_file(path, options);
    OpeningBook book;
    book.errors = std::move(read.errors);
    for (const auto& g : read.games) {
        if (g.record.game() != variant) {
            const auto* tag = g.tag("Variant");
            book.errors.push_back(ParseError(1,
                "a game of variant " + quote(tag ? *tag : g.record.game().name()) + " in a "
                    + variant.name() + " book",
                g.line, path));
            continue;
        }
        if (g.record.status().is_over()) {
            const auto& moves = g.record.moves();
            book.errors.push_back(ParseError(1,
                "the opening ends the game "
                    + (moves.empty() ? "at its start " + quote(g.record.start_fen())
                                     : "after " + quote(moves.back()))
                    + " (" + g.record.explain_status() + ")",
                g.line, path));
            continue;
        }
        book.fens.push_back(g.record.fen());
    }
    std::sort(book.errors.begin(), book.errors.end(),
        [](const ParseError& a, const ParseError& b) { return a.line < b.line; });
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

std::size_t opening_index(int round, int games_per_round, bool repeat, OpeningPolicy policy) {
    if (games_per_round == 1 && repeat && policy == OpeningPolicy::Default)
        return std::size_t(round / 2);
    return std::size_t(round);
}

} // namespace harness::match
