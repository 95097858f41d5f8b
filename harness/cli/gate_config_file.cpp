#include "gate_config_file.h"

#include "args.h"

#include "harness/gate/gate_config_toml.h"

#include <iostream>

namespace harness::cli {

gate::GateConfig gate_config_file(const std::string& path, const std::string& profile) {
    auto load = gate::load_config(path, profile);
    if (!load.errors.empty()) {
        for (const auto& e : load.errors) std::cerr << e.to_string() << "\n";
        throw UsageError(path + ": " + std::to_string(load.errors.size())
            + " error(s) in the gate configuration");
    }
    return load.config;
}

} // namespace harness::cli
