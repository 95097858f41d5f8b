#include "played_game.h"

#include <array>
#include <utility>

namespace harness::match {

namespace {

constexpr std::array<std::pair<EndReason, const char*>, 22> Names { {
    { EndReason::Checkmate, "checkmate" },
    { EndReason::Stalemate, "stalemate" },
    { EndReason::Repetition, "repetition" },
    { EndReason::PerpetualCheck, "perpetual check" },
    { EndReason::PerpetualChase, "perpetual chase" },
    { EndReason::FiftyMoves, "fifty-move rule" },
    { EndReason::NoCaptureLimit, "no-capture limit" },
    { EndReason::InsufficientMaterial, "insufficient material" },
    { EndReason::FiveInRow, "five in a row" },
    { EndReason::BoardFull, "board full" },
    { EndReason::ForbiddenMove, "forbidden move" },
    { EndReason::MoveLimit, "move limit" },
    { EndReason::Resign, "resign" },
    { EndReason::DrawAdjudication, "draw adjudication" },
    { EndReason::Agreement, "draw agreement" },
    { EndReason::VerifiedMate, "verified mate" },
    { EndReason::TimeForfeit, "time forfeit" },
    { EndReason::IllegalMove, "illegal move" },
    { EndReason::Crash, "crash" },
    { EndReason::Stall, "stall" },
    { EndReason::ProtocolError, "protocol error" },
    { EndReason::MemoryLimit, "memory limit" },
} };

} // namespace

const char* to_string(EndReason r) {
    for (const auto& [reason, name] : Names)
        if (reason == r) return name;
    return "?";
}

std::optional<EndReason> parse_end_reason(std::string_view text) {
    for (const auto& [reason, name] : Names)
        if (text == name) return reason;
    return std::nullopt;
}

bool is_fault(EndReason r) {
    return r == EndReason::TimeForfeit || r == EndReason::IllegalMove || r == EndReason::Crash
        || r == EndReason::Stall || r == EndReason::ProtocolError || r == EndReason::MemoryLimit;
}

EndReason end_reason(engine::core::Outcome kind) {
    using engine::core::Outcome;
    switch (kind) {
    case Outcome::Checkmate:
        return EndReason::Checkmate;
    case Outcome::Stalemate:
        return EndReason::Stalemate;
    case Outcome::FiftyMoves:
        return EndReason::FiftyMoves;
    case Outcome::NoCaptureLimit:
        return EndReason::NoCaptureLimit;
    case Outcome::InsufficientMaterial:
        return EndReason::InsufficientMaterial;
    case Outcome::PerpetualCheck:
        return EndReason::PerpetualCheck;
    case Outcome::PerpetualChase:
        return EndReason::PerpetualChase;
    case Outcome::FiveInRow:
        return EndReason::FiveInRow;
    case Outcome::BoardFull:
        return EndReason::BoardFull;
    case Outcome::Repetition:
    case Outcome::Ongoing:
        break;
    }
    return EndReason::Repetition;
}

} // namespace harness::match
