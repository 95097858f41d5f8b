#pragma once
// Test support: a throw-away git repository holding a tiny CMake project ("toy": a library
// under engine/, an engine executable, a unit test registered with CTest labels, presets
// release / coverage / sanitize, a gcovr.cfg keeping engine/ only), with helpers to commit new file
// contents. In a fresh temp directory, removed with its worktrees at the end.

#include "harness/intree/command.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>

namespace intree_test {

inline const char* ToyPresets = R"({
  "version": 6,
  "configurePresets": [
    { "name": "base", "hidden": true, "cacheVariables": { "CMAKE_CXX_COMPILER": "g++" } },
    { "name": "release", "inherits": "base", "binaryDir": "${sourceDir}/build",
      "cacheVariables": { "CMAKE_BUILD_TYPE": "Release" } },
    { "name": "coverage", "inherits": "base", "binaryDir": "${sourceDir}/build/${presetName}",
      "cacheVariables": { "CMAKE_BUILD_TYPE": "Debug", "TOY_COVERAGE": "ON" } },
    { "name": "sanitize", "inherits": "release",
      "cacheVariables": { "CMAKE_BUILD_TYPE": "RelWithDebInfo", "TOY_SANITIZE": "ON" } },
    { "name": "nodir", "inherits": "base" }
  ]
}
)";

inline const char* ToyCMake = R"(cmake_minimum_required(VERSION 3.20)
project(toy CXX)
set(CMAKE_RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)
option(TOY_COVERAGE "gcc --coverage" OFF)
option(TOY_SANITIZE "ASan + UBSan" OFF)
if(TOY_COVERAGE)
  add_compile_options(-O0 --coverage)
  add_link_options(--coverage)
endif()
if(TOY_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=undefined
                      -fno-omit-frame-pointer -g)
  add_link_options(-fsanitize=address,undefined)
endif()
enable_testing()
add_library(toy STATIC engine/eval.cpp)
target_include_directories(toy PUBLIC ${CMAKE_SOURCE_DIR})
add_executable(toy_engine engine/main.cpp)
target_link_libraries(toy_engine PRIVATE toy)
add_executable(toy_test tests/eval_test.cpp)
target_link_libraries(toy_test PRIVATE toy)
add_test(NAME toy.eval COMMAND toy_test)
set_tests_properties(toy.eval PROPERTIES LABELS unit)
add_test(NAME toy.deep COMMAND toy_test 1000)
set_tests_properties(toy.deep PROPERTIES LABELS slow)
)";

inline const char* ToyEvalBase = R"(#include "engine/eval.h"

int eval(int x) {
    if (x > 0)
        return x * 2;
    return 0;
}
)";

// The change: a new branch (line 4 runs, line 5 never does: the test has no x > 100) and a
// comment line.
inline const char* ToyEvalCandidate = R"(#include "engine/eval.h"

int eval(int x) {
    if (x > 100)
        return 200; // no test reaches this
    // the usual case
    if (x > 0)
        return x * 2;
    return 0;
}
)";

inline const char* ToyEvalHeader = "#pragma once\nint eval(int x);\n";

// argv[1] "use-after-free": reads freed memory (ASan); "ub": signed overflow (UBSan).
inline const char* ToyMain = R"(#include "engine/eval.h"
#include <climits>
#include <cstdio>
#include <cstring>
int main(int argc, char** argv) {
    int* table = new int[4] { 1, 2, 3, 4 };
    if (argc > 1 && std::strcmp(argv[1], "use-after-free") == 0) {
        int* gone = new int[4] { 5, 6, 7, 8 };
        delete[] gone;
        std::printf("%d\n", gone[argc]);
    }
    if (argc > 1 && std::strcmp(argv[1], "ub") == 0) {
        volatile int big = INT_MAX;
        std::printf("%d\n", big + argc);
    }
    int score = eval(table[argc % 4]);
    delete[] table;
    std::printf("%d\n", score);
    return 0;
}
)";

inline const char* ToyTest = R"(#include "engine/eval.h"
#include <cstdlib>
int main(int argc, char** argv) {
    int x = argc > 1 ? std::atoi(argv[1]) : 3;
    if (eval(x) != x * 2) return 1; // the candidate breaks this for x > 100
    return eval(-1) == 0 ? 0 : 1;
}
)";

// A C engine's Makefile (Weiss's way): src/main.c and src/search.c into $(OUT) with $(CFLAGS),
// both settable on make's command line (a --build command passes OUT={build_dir}/toy and
// CFLAGS={cflags}).
inline const char* ToyCMakefile = "OUT ?= toy\nCFLAGS ?= -O2\n$(OUT): src/main.c src/search.c\n"
                                  "\t$(CC) $(CFLAGS) -o $(OUT) src/main.c src/search.c\n";

// The toy C engine's main: with the argument "bench" it prints its bench as Weiss and Ethereal
// do, "OVERALL: 5 ms N nodes M nps", N what src/search.c's `long search(void)` returns.
inline const char* ToyCMain = "#include <stdio.h>\n#include <string.h>\nlong search(void);\n"
                              "int main(int argc, char** argv) {\n"
                              "    if (argc < 2 || strcmp(argv[1], \"bench\") != 0) return 0;\n"
                              "    printf(\"OVERALL: 5 ms %ld nodes 200000 nps\\n\", search());\n"
                              "    return 0;\n}\n";

class ToyRepo {
public:
    ToyRepo() {
        char tmpl[] = "/tmp/intree-toy-XXXXXX";
        if (!mkdtemp(tmpl)) throw std::runtime_error("mkdtemp failed");
        root = tmpl;
        repo = root / "repo";
        work = root / "work";
        std::filesystem::create_directories(repo);
        git({ "init", "-q" });
    }
    ~ToyRepo() {
        std::error_code ec;
        std::filesystem::remove_all(root, ec);
    }
    ToyRepo(const ToyRepo&)            = delete;
    ToyRepo& operator=(const ToyRepo&) = delete;

    // git -C repo args...; its stdout (a test failure when it fails).
    std::string git(std::vector<std::string> args) {
        harness::intree::Command command;
        command.argv = { "git", "-C", repo.string(), "-c", "user.name=Toy", "-c",
            "user.email=toy@example.invalid", "-c", "commit.gpgsign=false" };
        command.argv.insert(command.argv.end(), args.begin(), args.end());
        auto result = harness::intree::run_command(command);
        EXPECT_TRUE(result.ok()) << harness::intree::command_line(command.argv) << ": "
                                 << result.err;
        return result.out;
    }

    // Write the files, commit them all; the new commit's sha.
    std::string commit(
        const std::map<std::string, std::string>& files, const std::string& message) {
        for (const auto& [name, text] : files) {
            auto path = repo / name;
            std::filesystem::create_directories(path.parent_path());
            std::ofstream(path) << text;
        }
        git({ "add", "-A" });
        git({ "commit", "-q", "-m", message });
        std::string sha = git({ "rev-parse", "HEAD" });
        return sha.substr(0, sha.find('\n'));
    }

    // The toy project at its base state.
    std::string commit_base() {
        return commit({ { "CMakePresets.json", ToyPresets }, { "CMakeLists.txt", ToyCMake },
                          { "engine/eval.h", ToyEvalHeader }, { "engine/eval.cpp", ToyEvalBase },
                          { "engine/main.cpp", ToyMain }, { "tests/eval_test.cpp", ToyTest },
                          { "README.md", "toy\n" },
                          { "coverage/gcovr.cfg", "root = ..\nfilter = ../engine/\n" },
                          { ".gitignore", "build/\n" } },
            "toy: base");
    }

    std::filesystem::path root, repo, work;
};

} // namespace intree_test
