#include "crc32.h"

namespace harness::report {

std::uint32_t crc32_update(std::uint32_t crc, std::string_view data) {
    crc = ~crc;
    for (const unsigned char byte : data) {
        crc ^= byte;
        for (int bit = 0; bit < 8; ++bit) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

} // namespace harness::report
