# harness/bisect/tests: the toy history for `arbiter bisect` (toy_history.h) — a library for the
# bisect tests, and the tests of the history itself. Meant to be include()d from the bisect
# folder's CMakeLists.txt; paths are relative to this file, so it works from anywhere.
include_guard(GLOBAL) # harness/CMakeLists.txt may include it until harness/bisect does
if(BUILD_TESTING)
  add_library(harness_bisect_toy_history STATIC ${CMAKE_CURRENT_LIST_DIR}/toy_history.cpp)
  target_link_libraries(harness_bisect_toy_history PUBLIC harness_intree GTest::gtest)
  target_include_directories(harness_bisect_toy_history PUBLIC ${PROJECT_SOURCE_DIR})
  # The toy proxy runs this Sable: build it first.
  target_compile_definitions(harness_bisect_toy_history PUBLIC
                             ARBITER_SABLE="$<TARGET_FILE:sable>")
  add_dependencies(harness_bisect_toy_history sable)
endif()

arbiter_test(NAME harness_bisect_toy_history_tests LABEL integration TIMEOUT 600
             SOURCES ${CMAKE_CURRENT_LIST_DIR}/toy_history_test.cpp
             LIBS harness_bisect_toy_history harness_bench harness_process harness_protocol)
