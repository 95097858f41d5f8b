#pragma once
// A directory of this test process's own for the files a test writes: TMPDIR/arbiter_test_XXXXXX
// (mkdtemp), made on first use and removed with its contents when the process ends. Two test
// runs at once (two build trees, a developer's run beside CI's) never share a file.

#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <string>

namespace harness::testing {

class TempDir {
public:
    TempDir() {
        std::string tmpl
            = (std::filesystem::temp_directory_path() / "arbiter_test_XXXXXX").string();
        if (mkdtemp(tmpl.data()) == nullptr) throw std::runtime_error("mkdtemp failed: " + tmpl);
        path_ = tmpl;
    }
    ~TempDir() {
        std::error_code ec;
        std::filesystem::remove_all(path_, ec);
    }
    TempDir(const TempDir&)                                    = delete;
    TempDir&                         operator=(const TempDir&) = delete;
    [[nodiscard]] const std::string& path() const { return path_; }

private:
    std::string path_;
};

// The process's directory (no trailing slash).
inline const std::string& temp_dir() {
    static const TempDir dir;
    return dir.path();
}

} // namespace harness::testing
