# arbiter_test(NAME <target> LABEL <label> SOURCES ... LIBS ...)
# One GoogleTest/RapidCheck binary; every test in it gets LABEL (unit, property, integration...)
# plus EXTRA_LABELS; PREFIX is prepended to the ctest names (for two builds of one source).
# Tests named *Starved* (busy loops on a CPU, to starve an engine) run alone (RUN_SERIAL): they
# would starve the tests beside them. Discovery happens at ctest time (PRE_TEST) so sanitizer builds need not run binaries at build.
# With BUILD_TESTING=OFF it only declares a stand-in of that name, excluded from the build, so
# the callers' add_dependencies and target_compile_definitions still work.
set(ARBITER_NO_TESTS_MAIN ${CMAKE_CURRENT_LIST_DIR}/no_tests_main.cpp)
function(arbiter_test)
  cmake_parse_arguments(T "" "NAME;LABEL;TIMEOUT;PREFIX" "SOURCES;LIBS;EXTRA_LABELS" ${ARGN})
  if(NOT BUILD_TESTING)
    add_executable(${T_NAME} EXCLUDE_FROM_ALL ${ARBITER_NO_TESTS_MAIN})
    return()
  endif()
  add_executable(${T_NAME} ${T_SOURCES})
  target_link_libraries(${T_NAME} PRIVATE ${T_LIBS} rapidcheck_gtest rapidcheck GTest::gmock
                                          GTest::gtest_main)
  target_compile_definitions(${T_NAME} PRIVATE
                             ARBITER_SUITES_DIR="${ARBITER_SUITES_DIR}"
                             ARBITER_SOURCE_DIR="${PROJECT_SOURCE_DIR}"
                             ARBITER_BIN_DIR="${CMAKE_RUNTIME_OUTPUT_DIRECTORY}")
  if(NOT T_TIMEOUT)
    set(T_TIMEOUT 300)
  endif()
  gtest_discover_tests(${T_NAME} DISCOVERY_MODE PRE_TEST TEST_PREFIX "${T_PREFIX}"
                       PROPERTIES TIMEOUT ${T_TIMEOUT})
  # Labels are set after discovery by an include script: gtest_discover_tests flattens a
  # LABELS list given in PROPERTIES, so a second label would be lost.
  set(labels ${T_LABEL} ${T_EXTRA_LABELS})
  set(script ${CMAKE_CURRENT_BINARY_DIR}/${T_NAME}_labels.cmake)
  file(WRITE ${script}
       "if(${T_NAME}_TESTS)\n"
       "  set_tests_properties(\${${T_NAME}_TESTS} PROPERTIES LABELS \"${labels}\")\n"
       "endif()\n"
       "foreach(t IN LISTS ${T_NAME}_TESTS)\n"
       "  if(t MATCHES \"Starved\")\n"
       "    set_tests_properties(\${t} PROPERTIES RUN_SERIAL TRUE)\n"
       "  endif()\n"
       "endforeach()\n")
  set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES ${script})
endfunction()
