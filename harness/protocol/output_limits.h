#pragma once
// What an adapter keeps of an engine's output, bounded whatever the engine prints: a flooding
// engine costs at most a small constant per engine, never memory that grows with its output.
//   - search infos: an info for the same PV slot (multipv) and depth as the last one kept
//     replaces it (Stockfish's bound updates; lines without a depth replace their own kind), at
//     most MaxInfos are kept (then the last is replaced); a PV keeps at most MaxPvMoves moves;
//   - options advertised in the handshake: the first MaxOptions, each cut to MaxOptionBytes;
//   - perft: at most MaxDivideLines divide lines (more is malformed: no game has that many
//     moves) and the first MaxUnparsedLines other lines.

#include "types.h"

#include <cstddef>
#include <string>
#include <vector>

namespace harness::protocol {

inline constexpr std::size_t MaxInfos         = 1024;
inline constexpr std::size_t MaxPvMoves       = 256;
inline constexpr std::size_t MaxOptions       = 256;
inline constexpr std::size_t MaxOptionBytes   = 1024;
inline constexpr std::size_t MaxDivideLines   = 1024;
inline constexpr std::size_t MaxUnparsedLines = 32;

// Add one parsed info line to `infos` under the rules above.
void keep_info(std::vector<SearchInfo>& infos, SearchInfo info);
// Add one raw "option ..." line; false once MaxOptions are held (the line is dropped).
bool keep_option(std::vector<std::string>& options, const std::string& line);

} // namespace harness::protocol
