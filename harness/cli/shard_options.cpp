#include "shard_options.h"

#include "args.h"

namespace harness::cli {

namespace {

// A --batch or --batch-size value: a whole number >= 1.
unsigned long count(const std::string& option, const std::string& v) {
    if (v.empty() || v.size() > 9 || v.find_first_not_of("0123456789") != std::string::npos
        || std::stoul(v) == 0)
        throw UsageError(option + " expects a whole number >= 1, got '" + v + "'");
    return std::stoul(v);
}

const std::vector<Option<ShardOptions>> ShardOptionTable {
    { { "--shard" },
        [](Args& a, const std::string& opt, ShardOptions& o) {
            auto s = run::parse_shard(a.value(opt));
            if (!s) throw UsageError("--shard: " + s.error().message);
            o.shard = *s;
        },
        { "--shard K/N",
            "run shard K of N (1 <= K <= N) of the work; the report records the shard and the "
            "run's digest (arbiter merge)" } },
    { { "--run-id" },
        [](Args& a, const std::string& opt, ShardOptions& o) {
            o.run_id = a.value(opt);
            if (o.run_id.empty() || o.run_id.find_first_of(" \t\r\n") != std::string::npos)
                throw UsageError("--run-id expects a name without spaces, got '" + o.run_id + "'");
        },
        { "--run-id ID", "a name the shards of one run share (default: the digest)" } },
};

const std::vector<Option<ShardOptions>> BatchOptionTable {
    { { "--batch" },
        [](Args& a, const std::string& opt, ShardOptions& o) {
            o.batch = int(count(opt, a.value(opt)));
        },
        { "--batch B --batch-size R",
            "only batch B (1-based) of R rounds, split among the shards; SPRT across batches: "
            "ci/cluster/sprt-batches" } },
    { { "--batch-size" },
        [](Args& a, const std::string& opt, ShardOptions& o) {
            o.batch_size = count(opt, a.value(opt));
        } }, // on the line of --batch
};

// The shard or batch option named `name`, or null.
const Option<ShardOptions>* find_option(const std::string& name, bool& batch) {
    for (const auto* table : { &ShardOptionTable, &BatchOptionTable })
        for (const auto& option : *table)
            if (option.names.front() == name) {
                batch = table == &BatchOptionTable;
                return &option;
            }
    return nullptr;
}

} // namespace

ShardOptions take_shard_options(std::vector<std::string>& argv, bool batches) {
    ShardOptions             o;
    std::vector<std::string> kept;
    for (std::size_t i = 0; i < argv.size(); ++i) {
        std::string a      = argv[i], v;
        const auto  eq     = a.find('=');
        std::string name   = a.rfind("--", 0) == 0 && eq != std::string::npos ? a.substr(0, eq) : a;
        bool        batch  = false;
        const auto* option = find_option(name, batch);
        if (!option) {
            kept.push_back(a);
            continue;
        }
        if (batch && !batches)
            throw UsageError("unknown option '" + name + "' (batches are for arbiter match)");
        if (eq != std::string::npos && name != a)
            v = a.substr(eq + 1);
        else if (i + 1 < argv.size())
            v = argv[++i];
        else
            throw UsageError(name + " needs a value");
        Args value({ name, v }, { name });
        (void)value.next_option();
        option->read(value, name, o);
    }
    if (o.batch.has_value() != (o.batch_size > 0))
        throw UsageError("--batch and --batch-size go together");
    if (!o.sharded() && !o.run_id.empty()) throw UsageError("--run-id needs --shard K/N");
    argv = std::move(kept);
    return o;
}

OptionList shard_option_list(bool batches, const std::string& heading) {
    auto table = group(heading, ShardOptionTable);
    if (batches) {
        auto more = group(heading, BatchOptionTable);
        table.insert(table.end(), more.begin(), more.end());
    }
    return option_list(table);
}

} // namespace harness::cli
