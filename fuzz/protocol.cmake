# Protocol fuzz targets (see fuzz/CMakeLists.txt): typed UCI and UCCI line parsing.
arbiter_fuzz_target(uci_line engine_protocol)
