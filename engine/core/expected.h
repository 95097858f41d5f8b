#pragma once
// Expected<T, E>: a value or an error (std::expected-shaped; std::expected is C++23). The one
// value-or-error type of the project: Result<T> is Expected<T, ParseError> (result.h); the
// harness's run frame and match setup return Expected<T, their error>.

#include <utility>
#include <variant>

namespace engine::core {

// The value of an Expected that carries nothing but success.
struct Done { };

template <class T, class E> class [[nodiscard]] Expected {
public:
    Expected(T value)
        : data_(std::in_place_index<0>, std::move(value)) { }
    Expected(E error)
        : data_(std::in_place_index<1>, std::move(error)) { }

    [[nodiscard]] bool has_value() const { return data_.index() == 0; }
    explicit           operator bool() const { return has_value(); }

    T&       value() & { return std::get<0>(data_); }
    const T& value() const& { return std::get<0>(data_); }
    T&&      value() && { return std::get<0>(std::move(data_)); }
    const E& error() const { return std::get<1>(data_); }

    T&       operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    T*       operator->() { return &value(); }
    const T* operator->() const { return &value(); }

private:
    std::variant<T, E> data_;
};

} // namespace engine::core
