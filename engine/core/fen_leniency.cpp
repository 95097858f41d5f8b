#include "fen_leniency.h"

namespace engine::core {

std::string FenLeniencies::to_string() const {
    std::string out;
    auto        add_name = [&](FenLeniency l, const char* name) {
        if (!has(l)) return;
        if (!out.empty()) out += ", ";
        out += name;
    };
    add_name(FenLeniency::MissingFields, "missing fields");
    add_name(FenLeniency::ExtraMaterial, "extra material");
    add_name(FenLeniency::EmptyPocket, "empty pocket");
    return out;
}

} // namespace engine::core
