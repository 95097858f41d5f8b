#pragma once
// XboardAdapter: EngineAdapter for xboard/CECP v2 engines (GNU Chess, Phalanx, Fairy-Max, MaxQi).
// Handshake "xboard" + "protover 2" collects features until "feature done=1" (2 s grace for v1
// engines) and accepts or rejects each. A position is "new" + "force" + setboard, or, for
// engines without it (MaxQi, Fairy-Max), the `edit` set-up of xboard_edit.h; then its moves. Moves
// are coordinate text (ranks 0-9 on xiangqi's 10-rank board). xboard has no perft and no node
// limit: both are Malformed faults.

#include "line_adapter.h"

#include <functional>
#include <map>

namespace harness::protocol {

class XboardAdapter final : public LineAdapter {
public:
    // `transport` must outlive the adapter. `tail` returns the transcript tail for faults.
    XboardAdapter(process::LineTransport& transport, std::function<std::string()> tail,
        Timeouts timeouts = {});

    // How long a v1 engine may stay silent after "protover 2" before features are assumed.
    void set_feature_grace(std::chrono::milliseconds grace) { feature_grace_ = grace; }
    // The features the engine announced (value as sent, quotes removed).
    [[nodiscard]] const std::map<std::string, std::string>& features() const { return features_; }
    // Was feature `name` announced as 1 (and accepted)?
    [[nodiscard]] bool has_feature(const std::string& name) const { return feature_on(name); }

    Answer<EngineId> handshake(game::Game variant) override;
    Answer<Unit>     configure(
            const std::vector<std::pair<std::string, std::string>>& options) override;
    Answer<Unit> new_game() override;
    void set_position(const std::string& fen, const std::vector<std::string>& moves) override;
    Answer<SearchResult>       go(const Limits& limits) override;
    Answer<PerftResult>        perft(int depth) override;
    Answer<Unit>               ping() override;
    void                       quit() override;
    [[nodiscard]] Capabilities capabilities() const override;

private:
    [[nodiscard]] bool feature_on(const std::string& name) const;
    // Send `cmd`, then sync with ping; true if the engine refused it.
    Answer<bool> refused(const std::string& cmd);
    // new [+ variant] + force + the position (setboard or replay).
    Answer<Unit>                       send_position();
    Answer<Unit>                       send_limits(const Limits& limits);
    std::chrono::milliseconds          feature_grace_ { 2000 };
    game::Game                         variant_;
    std::map<std::string, std::string> features_;
    std::string                        fen_;
    std::vector<std::string>           moves_;
    int                                ping_counter_ = 0;
    int                                depth_cmd_    = 0; // 0 unknown, 1 "sd", 2 "depth"
};

} // namespace harness::protocol
