#pragma once
// Tunables: the values a tuner (SPSA) sets over the protocol, as UCI and UCCI spin options: the
// search's margins (every game) and the chess and xiangqi evaluation weights. Each has one
// TunableSpec (its option name, range and the field it sets); its default is that field in
// Tunables{}, the built-in engine. The Engine copies them into its searcher when they change
// (set_tunables), so no name is looked up during a search. Listed in engine/protocol/README.md.

#include "engine/chess/eval.h"
#include "engine/search/params.h"
#include "engine/xiangqi/eval.h"

#include <span>
#include <string_view>

namespace engine {

struct Tunables {
    search::SearchParams search;
    chess::EvalParams    chess;
    xiangqi::EvalParams  xiangqi;

    bool operator==(const Tunables&) const = default;
};

// The game whose evaluation a tunable weighs; Any: the search's, used in every game.
enum class TunableGame { Any, Chess, Xiangqi };

struct TunableSpec {
    std::string_view name; // the option's name, UCI and UCCI alike
    TunableGame      game;
    int              min;
    int              max;
    int& (*field)(Tunables&); // the value it sets

    // The built-in value (the field in Tunables{}).
    [[nodiscard]] int default_value() const noexcept;
};

// Every tunable: the search's, then chess's, then xiangqi's (the order the protocols list them).
[[nodiscard]] std::span<const TunableSpec> tunable_specs() noexcept;

// The tunable called `name` (ASCII case-insensitive), or nullptr.
[[nodiscard]] const TunableSpec* find_tunable(std::string_view name) noexcept;

} // namespace engine
