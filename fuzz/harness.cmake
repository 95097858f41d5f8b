# Harness input fuzz targets (see fuzz/CMakeLists.txt): engine specs and engines files, journals
# and run identities, reports and journal lines read back, gate configurations, history imports,
# tune parameter files, the games `arbiter rate` reads from PGN.
arbiter_fuzz_target(engine_spec harness_cli)
arbiter_fuzz_target(journal harness_run)
arbiter_fuzz_target(report harness_report)
arbiter_fuzz_target(shard_report harness_shard)
arbiter_fuzz_target(gate_config harness_gate)
arbiter_fuzz_target(history_import harness_history)
arbiter_fuzz_target(tune_params harness_tune)
arbiter_fuzz_target(rate_pgn harness_rate)
