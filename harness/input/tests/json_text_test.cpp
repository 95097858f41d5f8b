#include "harness/input/json_text.h"

#include <gtest/gtest.h>

namespace harness::input {
namespace {

TEST(JsonText, ReplacesInvalidUtf8WhereNlohmannWouldThrow) {
    const nlohmann::ordered_json bad { { "name",
        std::string("a\xff"
                    "b") } };
    EXPECT_THROW((void)bad.dump(), nlohmann::json::type_error);
    EXPECT_EQ(json_text(bad),
        "{\"name\":\"a\xEF\xBF\xBD"
        "b\"}");
    EXPECT_EQ(valid_json(bad)["name"],
        "a\xEF\xBF\xBD"
        "b");
    EXPECT_NO_THROW((void)valid_json(bad).dump());
}

TEST(JsonText, KeepsValidTextAndIndents) {
    const nlohmann::json good { { "k", "\xC3\xA9" }, { "n", 2 } };
    EXPECT_EQ(json_text(good), good.dump());
    EXPECT_EQ(json_text(good, 2), good.dump(2));
    EXPECT_EQ(valid_ordered_json(good), nlohmann::ordered_json::parse(good.dump()));
}

TEST(JsonText, TwoValuesThatDifferOnlyInInvalidBytesAgree) {
    // A journal written with U+FFFD and a run whose identity holds the raw byte: one text.
    const nlohmann::json raw { { "name", std::string("x\xfe") } };
    EXPECT_EQ(json_text(valid_json(raw)), json_text(raw));
}

} // namespace
} // namespace harness::input
