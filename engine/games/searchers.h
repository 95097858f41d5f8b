#pragma once
// The games Sable plays, each bound to the game-generic search: Searcher<chess::Chess> and
// Searcher<xiangqi::Xiangqi> are complete once this header is included. A new game adds its
// SearchTraits header here (and its evaluation target in CMakeLists.txt); engine/search is not
// edited.

#include "engine/games/chess_traits.h"
#include "engine/games/gomoku_traits.h"
#include "engine/games/xiangqi_traits.h"
#include "engine/search/searcher.h"
