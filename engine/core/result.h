#pragma once
// Result<T>: a value or a ParseError (file:line:col and the message), the rules' and the input
// readers' value-or-error.

#include "expected.h"
#include "parse_error.h"

namespace engine::core {

template <class T> using Result = Expected<T, ParseError>;

} // namespace engine::core
