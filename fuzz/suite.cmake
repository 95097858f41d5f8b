# Suite fuzz targets (see fuzz/CMakeLists.txt): EPD text, with round trips, move resolution and
# bounded mate proofs on every record.
arbiter_fuzz_target(epd harness_suite)
