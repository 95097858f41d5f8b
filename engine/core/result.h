#pragma once
// Result<T>: a value or a ParseError (std::expected-shaped; std::expected is C++23).

#include "parse_error.h"

#include <utility>
#include <variant>

namespace engine::core {

template <class T> class [[nodiscard]] Result {
public:
    Result(T value)
        : data_(std::move(value)) { }
    Result(ParseError error)
        : data_(std::move(error)) { }

    [[nodiscard]] bool has_value() const { return data_.index() == 0; }
    explicit           operator bool() const { return has_value(); }

    T&                value() & { return std::get<0>(data_); }
    const T&          value() const& { return std::get<0>(data_); }
    T&&               value() && { return std::get<0>(std::move(data_)); }
    const ParseError& error() const { return std::get<1>(data_); }

    T&       operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    T*       operator->() { return &value(); }
    const T* operator->() const { return &value(); }

private:
    std::variant<T, ParseError> data_;
};

} // namespace engine::core
