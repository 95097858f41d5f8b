#pragma once
// SentLines: the lines sent to one engine process that replay its conversation -- the
// handshake (everything from the spawn to the end of EngineSession::start(): the protocol's
// opening words and the options) and the lines of the current game (from begin_game()). The
// lines of earlier games are forgotten at each begin_game(). Bounded: at most `max_lines`
// lines and `max_bytes` bytes in all; a line past either bound marks the record overflowed
// (no replay can be written: why_not() says why) until the next begin_game() -- an overflowed
// handshake stays overflowed. Plain data: copyable, no I/O.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace harness::session {

class SentLines {
public:
    static constexpr std::size_t DefaultMaxLines = 100000;
    static constexpr std::size_t DefaultMaxBytes = 8 * 1024 * 1024;

    explicit SentLines(
        std::size_t max_lines = DefaultMaxLines, std::size_t max_bytes = DefaultMaxBytes);

    // One line as written (without its '\n').
    void record(std::string_view line);
    // The lines so far are the handshake; later ones belong to a game.
    void end_handshake();
    // A new game: the lines since the handshake are forgotten.
    void begin_game();

    // The handshake, then the current game's lines (empty once overflowed).
    [[nodiscard]] std::vector<std::string> lines() const;
    [[nodiscard]] bool                     overflowed() const { return overflowed_; }
    // Why there are no lines to replay ("more than 100000 lines ..."); empty when there are.
    [[nodiscard]] std::string why_not() const;
    [[nodiscard]] std::size_t handshake_count() const { return handshake_count_; }

private:
    std::size_t              max_lines_, max_bytes_;
    std::vector<std::string> lines_;
    std::size_t              bytes_                = 0;
    std::size_t              handshake_count_      = 0; // the first lines_ that are the handshake
    std::size_t              handshake_bytes_      = 0;
    bool                     in_handshake_         = true;
    bool                     overflowed_           = false;
    bool                     handshake_overflowed_ = false;
};

} // namespace harness::session
