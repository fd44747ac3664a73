#!/usr/bin/env bash
# Fuzzes the profile loader, the results reader and the roster reader with libFuzzer for a bounded time each.
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
    RosterReaderFuzz)
      printf '\xef\xbb\xbfname;sex;bib\r\nZo\xc3\xab M\xc3\xbcller;F;7\r\n' > "$work/corpus/excel.csv"
      printf 'Sch\xfcler-ID,Nachname,Vorname,Geburtsdatum,Geschlecht,Klasse\n1,M\xfcller,Zo\xeb,03.10.2012,W,7b\n' \
        > "$work/corpus/cp1252.csv"
      printf '\xff\xfeV\x00o\x00r\x00n\x00a\x00m\x00e\x00\t\x00s\x00e\x00x\x00\n\x00' > "$work/corpus/utf16.txt"
      printf 'id,first name,last name,DOB\nS1,Amy,Lee,10/03/2012\nS2,Amy,Lee,12/25/2011\n' > "$work/corpus/us.csv"
      printf 'Ann\nBob Smith\n' > "$work/corpus/plain.txt" ;;
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
