#!/usr/bin/env bash
# Fuzzes the profile loader and the results reader with libFuzzer for a bounded time each.
# usage: scripts/fuzz.sh [SECONDS_PER_TARGET]   (make fuzz FUZZ_SECONDS=60)
# A crash leaves its input in .fuzz/<target>/crash-*; add it to Tests/Fixtures/fuzz/ as a regression.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
mkdir -p .fuzz
library=$(find Sources/BeepTest -name '*.swift' | sort)
status=0
for entry in Fuzz/*Fuzz.swift; do
  target=$(basename "$entry" .swift)
  work=".fuzz/$target"
  mkdir -p "$work/corpus"
  case "$target" in
    ProfileLoaderFuzz) cp Profiles/*.json Profiles/examples/*.json "$work/corpus/" ;;
    ResultsReaderFuzz) scripts/fuzz-results-seeds.sh "$work/corpus" ;;
  esac
  cp Tests/Fixtures/fuzz/* "$work/corpus/" 2>/dev/null || true
  echo "== building $target"
  swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name BeepTest \
    $library "$entry" -o "$work/fuzzer" 2>&1 | grep -v 'Cannot export local symbol' || true
  echo "== fuzzing $target for ${seconds}s"
  if ! (cd "$work" && BEEPTEST_FUZZ_PROFILES="$PWD/../../Profiles" ./fuzzer -max_total_time="$seconds" -max_len=65536 -timeout=10 \
        -rss_limit_mb=2048 -print_final_stats=1 corpus 2>&1 | tail -n 12); then
    status=1
  fi
  if ls "$work"/crash-* "$work"/timeout-* "$work"/oom-* >/dev/null 2>&1; then
    echo "!! $target found failing inputs:"; ls "$work"/crash-* "$work"/timeout-* "$work"/oom-* 2>/dev/null
    status=1
  fi
done
exit $status
