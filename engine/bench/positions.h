#pragma once
// Bench positions (data only): middlegames, tactics and endings for chess, and openings,
// middlegames and endings for xiangqi. Changing this list changes the bench signature.

#include <array>
#include <string_view>

namespace engine::bench {

inline constexpr std::array<std::string_view, 8> ChessPositions {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 10",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 11",
    "4rrk1/pp1n3p/3q2pQ/2p1pb2/2PP4/2P3N1/P2B2PP/4RRK1 b - - 7 19",
    "r3r1k1/2p2ppp/p1p1bn2/8/1q2P3/2NPQN2/PPP3PP/R4RK1 b - - 2 15",
    "r1bbk1nr/pp3p1p/2n5/1N4p1/2Np1B2/8/PPP2PPP/2KR1B1R w kq - 0 13",
    "6k1/6p1/6Pp/ppp5/3pn2P/1P3K2/1PP2P2/3N4 b - - 0 1",
    "3r2k1/p4ppp/8/2q5/8/2P3P1/P4P1P/3QR1K1 w - - 0 25",
};

inline constexpr std::array<std::string_view, 6> XiangqiPositions {
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "r1bakabnr/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3",
    "r2akab1r/9/1cn1b1nc1/p1p1p1p1p/9/2P6/P3P1P1P/1CN1C1N2/9/R1BAKAB1R w - - 6 5",
    "2bakab2/9/2n1c1n2/p3p3p/2p3p2/9/P1P3P1P/2N1C1N2/9/2BAKAB2 w - - 0 20",
    "3k5/4a4/4b4/9/2b6/9/9/4B4/4A4/2RAK4 w - - 0 40",
    "3ak4/4a4/4b4/4C4/2n6/9/4R4/9/4p4/3K5 b - - 0 50",
};

} // namespace engine::bench
