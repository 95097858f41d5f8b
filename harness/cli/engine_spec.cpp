#include "engine_spec.h"

namespace harness::cli {

using session::EngineSpec;

std::map<std::string, EngineSpec> engines_file_or_throw(const std::string& path) {
    if (path.empty()) return {};
    auto f = session::load_engines_file(path);
    if (!f) throw UsageError(f.error().to_string());
    return *f;
}

std::string engine_error(const std::string& option, const engine::core::ParseError& e) {
    return option + ": token " + std::to_string(e.column) + ": " + e.message;
}

EngineSpec engine_spec_or_throw(const std::vector<std::string>& tokens,
    const std::map<std::string, EngineSpec>& engines, game::Game default_variant,
    const std::string& option, const std::string& command) {
    if (tokens.empty())
        throw UsageError("arbiter " + command + " needs " + option + " cmd=PATH ...");
    auto spec = session::parse_engine_spec(tokens, engines, default_variant);
    if (!spec) throw UsageError(engine_error(option, spec.error()));
    return *spec;
}

game::Game variant_value(Args& args, const std::string& option) {
    auto v = game::find_game(args.value(option));
    if (!v) throw UsageError(v.error().message);
    return *v;
}

} // namespace harness::cli
