#include "json_text.h"

namespace harness::input {

namespace {

template <class Json> std::string text_of(const Json& value, int indent, bool ascii) {
    return value.dump(indent, ' ', ascii, Json::error_handler_t::replace);
}

} // namespace

std::string json_text(const nlohmann::json& value, int indent, bool ascii) {
    return text_of(value, indent, ascii);
}

std::string json_text(const nlohmann::ordered_json& value, int indent, bool ascii) {
    return text_of(value, indent, ascii);
}

nlohmann::json valid_json(const nlohmann::ordered_json& value) {
    return nlohmann::json::parse(json_text(value));
}

nlohmann::json valid_json(const nlohmann::json& value) {
    return nlohmann::json::parse(json_text(value));
}

nlohmann::ordered_json valid_ordered_json(const nlohmann::json& value) {
    return nlohmann::ordered_json::parse(json_text(value));
}

nlohmann::ordered_json valid_ordered_json(const nlohmann::ordered_json& value) {
    return nlohmann::ordered_json::parse(json_text(value));
}

} // namespace harness::input
