#include "terminal.h"

#include "harness/input/printable_stream.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <streambuf>
#include <string_view>
#include <unistd.h>

namespace harness::frame {

namespace {

bool write_all(int fd, std::string_view text) {
    while (!text.empty()) {
        const ssize_t n = ::write(fd, text.data(), text.size());
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        text.remove_prefix(std::size_t(n));
    }
    return true;
}

struct FilteredFd {
    int                    fd;
    input::PrintableStream text;
};

ssize_t write_filtered(void* cookie, const char* data, std::size_t size) {
    auto* f = static_cast<FilteredFd*>(cookie);
    return write_all(f->fd, f->text.feed(std::string_view(data, size))) ? ssize_t(size) : -1;
}

int close_filtered(void* cookie) {
    auto* f = static_cast<FilteredFd*>(cookie);
    return write_all(f->fd, f->text.finish()) ? 0 : -1;
}

FILE* filtered_file(int fd, int buffering) {
    cookie_io_functions_t io {};
    io.write   = write_filtered;
    io.close   = close_filtered;
    FILE* file = fopencookie(new FilteredFd { fd, {} }, "w", io); // lives as long as the process
    if (file) std::setvbuf(file, nullptr, buffering, BUFSIZ);
    return file;
}

// An iostream's bytes handed to a C stream as they come, so both keep one order.
class FileBuffer : public std::streambuf {
public:
    explicit FileBuffer(FILE* file)
        : file_(file) { }

protected:
    int_type overflow(int_type c) override {
        if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
        return std::fputc(c, file_) == EOF ? traits_type::eof() : c;
    }
    std::streamsize xsputn(const char* s, std::streamsize n) override {
        return std::streamsize(std::fwrite(s, 1, std::size_t(n), file_));
    }
    int sync() override { return std::fflush(file_) == 0 ? 0 : -1; }

private:
    FILE* file_;
};

} // namespace

void filter_terminal_output() {
    std::fflush(stdout);
    std::fflush(stderr);
    FILE* out = filtered_file(STDOUT_FILENO, isatty(STDOUT_FILENO) ? _IOLBF : _IOFBF);
    FILE* err = filtered_file(STDERR_FILENO, _IONBF);
    if (!out || !err) return; // no memory for a stream: the standard ones stay
    stdout = out;
    stderr = err;
    std::cout.rdbuf(new FileBuffer(out)); // never freed: std::cout is flushed after main
    std::cerr.rdbuf(new FileBuffer(err));
}

void terminal_control(const char* sequence) {
    std::fflush(stderr);
    (void)write_all(STDERR_FILENO, sequence);
}

} // namespace harness::frame
