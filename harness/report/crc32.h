#pragma once
// The CRC-32 of IEEE 802.3 (zlib's crc32, polynomial 0xEDB88320, reflected, initial and final
// value all ones), updated piece by piece: how match -crc32 pgn=true checksums the PGN file as
// fastchess does.

#include <cstdint>
#include <string_view>

namespace harness::report {

// The CRC of everything checksummed so far (crc: 0 for nothing yet) followed by `data`.
[[nodiscard]] std::uint32_t crc32_update(std::uint32_t crc, std::string_view data);

} // namespace harness::report
