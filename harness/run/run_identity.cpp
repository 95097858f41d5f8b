#include "run_identity.h"

namespace harness::run {

nlohmann::json run_identity(const nlohmann::json& run) {
    auto field = [&](const nlohmann::json& j, const char* key) {
        auto it = j.find(key);
        return it == j.end() ? nlohmann::json(nullptr) : *it;
    };
    nlohmann::json engines = nlohmann::json::array();
    if (auto e = field(run, "engines"); e.is_array())
        for (const auto& engine : e) {
            if (!engine.is_object()) continue;
            engines.push_back({ { "role", field(engine, "role") }, { "cmd", field(engine, "cmd") },
                { "args", field(engine, "args") }, { "protocol", field(engine, "protocol") },
                { "options", field(engine, "options") } });
        }
    nlohmann::json config = field(run, "config");
    if (config.is_object()) {
        config.erase("workers");
        config.erase("out");
        if (auto it = config.find("limits"); it != config.end() && it->is_object()) {
            it->erase("timeout_ms");
            it->erase("margin_ms");
        }
    }
    nlohmann::json out = nlohmann::json::object();
    out["command"]     = field(run, "command");
    out["game"]        = field(run, "game");
    out["engines"]     = std::move(engines);
    if (config.is_object())
        for (const auto& [k, v] : config.items()) out[k] = v;
    return out;
}

} // namespace harness::run
