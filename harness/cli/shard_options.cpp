#include "shard_options.h"

#include "args.h"

#include <iostream>

namespace harness::cli {

ShardOptions take_shard_options(std::vector<std::string>& argv, bool batches) {
    ShardOptions             o;
    std::vector<std::string> kept;
    auto                     count = [](const std::string& option, const std::string& v) {
        if (v.empty() || v.size() > 9 || v.find_first_not_of("0123456789") != std::string::npos
            || std::stoul(v) == 0)
            throw UsageError(option + " expects a whole number >= 1, got '" + v + "'");
        return std::stoul(v);
    };
    for (std::size_t i = 0; i < argv.size(); ++i) {
        std::string a    = argv[i], v;
        const auto  eq   = a.find('=');
        std::string name = a.rfind("--", 0) == 0 && eq != std::string::npos ? a.substr(0, eq) : a;
        if (name != "--shard" && name != "--run-id" && name != "--batch"
            && name != "--batch-size") {
            kept.push_back(a);
            continue;
        }
        if (!batches && (name == "--batch" || name == "--batch-size"))
            throw UsageError("unknown option '" + name + "' (batches are for arbiter match)");
        if (eq != std::string::npos && name != a)
            v = a.substr(eq + 1);
        else if (i + 1 < argv.size())
            v = argv[++i];
        else
            throw UsageError(name + " needs a value");
        if (name == "--shard") {
            auto s = run::parse_shard(v);
            if (!s) throw UsageError("--shard: " + s.error().message);
            o.shard = *s;
        } else if (name == "--run-id") {
            if (v.empty() || v.find_first_of(" \t\r\n") != std::string::npos)
                throw UsageError("--run-id expects a name without spaces, got '" + v + "'");
            o.run_id = v;
        } else if (name == "--batch") {
            o.batch = int(count(name, v));
        } else {
            o.batch_size = count(name, v);
        }
    }
    if (o.batch.has_value() != (o.batch_size > 0))
        throw UsageError("--batch and --batch-size go together");
    if (!o.sharded() && !o.run_id.empty()) throw UsageError("--run-id needs --shard K/N");
    argv = std::move(kept);
    return o;
}

} // namespace harness::cli
