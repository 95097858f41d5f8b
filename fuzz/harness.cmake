# Harness input fuzz targets (see fuzz/CMakeLists.txt): engine specs and engines files, journals
# and run identities, reports and journal lines read back.
arbiter_fuzz_target(engine_spec harness_cli)
arbiter_fuzz_target(journal harness_run)
arbiter_fuzz_target(report harness_report)
arbiter_fuzz_target(shard_report harness_shard)
