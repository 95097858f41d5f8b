#pragma once
// The frame's one error: a path, journal or shard request it cannot serve (the commands exit 2
// with its message), returned as a value.

#include "engine/core/expected.h"

#include <string>

namespace harness::frame {

struct FrameError {
    std::string message;
};

template <class T> using Framed = engine::core::Expected<T, FrameError>;

} // namespace harness::frame
