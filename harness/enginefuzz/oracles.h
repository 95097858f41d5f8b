#pragma once
// The pure parts of the oracles: which position the lines we sent leave the engine in, as far
// as our rules can tell, and whether an answer to a search there is a legal move. No I/O.

#include "dialect.h"
#include "fuzz_case.h"

#include <optional>
#include <string>
#include <string_view>

namespace harness::enginefuzz {

// Follows the position commands of a conversation (UCI/UCCI `position`, xboard `new`,
// `setboard`, moves in force mode). fen() is the canonical FEN, or nullopt once a command set
// up something our rules reject (or we cannot follow).
class PositionTracker {
public:
    explicit PositionTracker(const Dialect& d);
    void                                            on_sent(std::string_view line);
    [[nodiscard]] const std::optional<std::string>& fen() const { return fen_; }

private:
    const Dialect*             d_;
    std::optional<std::string> fen_;
    // xboard `edit` ... `.`: the commands so far (the position is read back at the `.`).
    std::optional<std::vector<std::string>> edit_;
};

// An answer `move` (canonical text from Dialect::answer_move; "" when malformed, "(none)" /
// "0000" for no move) to a search of `fen` (valid): nullopt when fine, else the verdict.
[[nodiscard]] std::optional<Verdict> judge_answer(
    const Dialect& d, const std::string& fen, const std::string& move);

} // namespace harness::enginefuzz
