#pragma once
// FEN leniency: what a rules library's FEN parser accepted beyond the strict form of the game's
// FEN, reported next to the parsed position. Strict parsing rejects all of it.

#include <cstdint>
#include <string>

namespace engine::core {

enum class FenLeniency : std::uint8_t {
    // Fewer than 4 fields: the castling and en passant fields are read as '-' (Stockfish,
    // Fairy-Stockfish and kaban accept "<board> w").
    MissingFields = 1,
    // More material than a game can reach, legal by the movement rules (chess: more than 16
    // pieces or 8 pawns a side, as shakmaty's "max-legals-too-much-material").
    ExtraMaterial = 2,
    // Fairy-Stockfish's empty pocket "[]" after the board field (xiangqi has no drops).
    EmptyPocket = 4,
};

// A set of FenLeniency values.
class FenLeniencies {
public:
    constexpr FenLeniencies() = default;

    constexpr void               add(FenLeniency l) { bits_ |= std::uint8_t(l); }
    [[nodiscard]] constexpr bool has(FenLeniency l) const { return bits_ & std::uint8_t(l); }
    [[nodiscard]] constexpr bool empty() const { return bits_ == 0; }
    constexpr bool               operator==(const FenLeniencies&) const = default;

    // "missing fields, extra material" (empty when none).
    [[nodiscard]] std::string to_string() const;

private:
    std::uint8_t bits_ = 0;
};

// How strictly to read a FEN.
enum class FenMode : std::uint8_t { Lenient, Strict };

// A parsed position with the leniencies the parser applied to read it.
template <class Position> struct ParsedFen {
    Position      position;
    FenLeniencies leniencies;
};

} // namespace engine::core
