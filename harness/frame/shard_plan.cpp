#include "shard_plan.h"

#include <iostream>

namespace harness::frame {

Framed<ShardPlan> plan_shard(const ShardOptions& o, std::size_t total,
    const nlohmann::json& identity, const std::string& command, const std::string& what) {
    ShardPlan plan;
    if (total > run::SlotLimit) // planned before a slot is allocated (50 engines x 10^6 rounds)
        return FrameError { std::string(o.sharded() ? "--shard: " : "") + std::to_string(total)
            + " " + what + " are more than a run may hold (" + std::to_string(run::SlotLimit)
            + "); play fewer" };
    if (!o.sharded()) {
        for (std::size_t i = 0; i < total; ++i) plan.slots.push_back(i);
        return plan;
    }
    run::ShardInfo info;
    info.shard  = o.shard.value_or(run::Shard { 1, 1 });
    info.digest = run::config_digest(identity);
    info.run_id = o.run_id.empty() ? info.digest : o.run_id;
    info.total  = total;
    std::pair<std::size_t, std::size_t> window { 0, total };
    if (o.batch) {
        auto w = run::batch_window(*o.batch, o.batch_size, total);
        if (!w)
            return FrameError { "--batch " + std::to_string(*o.batch) + ": batches of "
                + std::to_string(o.batch_size) + " " + what + " end at batch "
                + std::to_string((total + o.batch_size - 1) / o.batch_size) + " ("
                + std::to_string(total) + " " + what + ")" };
        window          = *w;
        info.batch      = o.batch;
        info.batch_size = o.batch_size;
    }
    plan.slots = run::shard_slots(window.first, window.second, info.shard);
    info.slots = plan.slots.size();
    if (plan.slots.empty())
        std::cerr << "arbiter " << command << ": shard " << run::to_string(info.shard) << " has no "
                  << what << " (" << window.second - window.first << " for " << info.shard.count
                  << " shards): its report is empty\n";
    plan.info = info;
    return plan;
}

} // namespace harness::frame
