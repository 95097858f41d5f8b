# Protocol fuzz targets (see fuzz/CMakeLists.txt): typed UCI and UCCI line parsing.
arbiter_fuzz_target(uci_line engine_protocol)
# The harness's engine-output parsers (info, bestmove, divide, xboard lines, rank dialects).
arbiter_fuzz_target(engine_output harness_protocol)
