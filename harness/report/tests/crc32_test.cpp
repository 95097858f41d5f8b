// CRC-32 of the PGN output (match -crc32 pgn=true): the published check value, and zlib's crc32
// (computed independently) on texts cut into pieces anywhere.
#include "harness/report/crc32.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>
#include <zlib.h>

#include <string>

namespace harness::report {
namespace {

std::uint32_t zlib_crc(const std::string& s) {
    return std::uint32_t(
        crc32(crc32(0L, Z_NULL, 0), reinterpret_cast<const Bytef*>(s.data()), uInt(s.size())));
}

TEST(Crc32, TheCheckValueOfTheStandard) {
    EXPECT_EQ(crc32_update(0, "123456789"), 0xCBF43926u); // CRC-32/ISO-HDLC's check value
    EXPECT_EQ(crc32_update(0, ""), 0u);
}

RC_GTEST_PROP(Crc32, PiecewiseEqualsZlibOnTheWhole, (const std::string& a, const std::string& b)) {
    RC_ASSERT(crc32_update(crc32_update(0, a), b) == zlib_crc(a + b));
}

} // namespace
} // namespace harness::report
