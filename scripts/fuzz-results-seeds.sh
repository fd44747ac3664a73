#!/usr/bin/env bash
# Seeds for the results-reader fuzzer: small results logs of each shape `run` writes (marks,
# undo, pause/resume, finish), for the profiles the fuzzer loads. usage: fuzz-results-seeds.sh DIR
set -euo pipefail
dir="$1"
mkdir -p "$dir"
cat > "$dir/msft.jsonl" <<'LOG'
{"event":"start","profile":"msft-20m","name":"20 m Multistage Fitness Test (UK, 1988)","start_level":"1","countdown_s":5,"athletes":[{"name":"Ann","sex":"female","age":17,"mass_kg":58},{"name":"Bob"}],"wall":1764439200.5}
{"event":"warning","athlete":"Ann","level":"3","bout":1,"shuttle":2,"t":130.2,"wall":1764439335.7}
{"event":"pause","t":140.1,"wall":1764439345.6}
{"event":"resume","t":140.1,"wall":1764439400.0}
{"event":"out","athlete":"Ann","level":"3","bout":1,"shuttle":3,"t":138.3,"wall":1764439410.0}
{"event":"undo","athlete":"Ann","t":139,"wall":1764439411.0}
{"event":"finish","completed":false,"t":300,"wall":1764439600.0,"results":[{"athlete":"Bob","key":2,"status":"stopped"}]}
LOG
cat > "$dir/yoyo.jsonl" <<'LOG'
{"event":"start","profile":"yoyo-ir1","start_level":"14","countdown_s":5,"athletes":[{"name":"Cem","age":22}],"wall":1.5}
{"event":"warning","athlete":"Cem","level":"16","bout":2,"shuttle":2,"t":500.25,"wall":510}
{"event":"out","athlete":"Cem","level":"16","bout":3,"shuttle":2,"t":520.5,"wall":530}
LOG
cat > "$dir/ift-cut.jsonl" <<'LOG'
{"event":"start","profile":"ift-30-15","start_level":"1","athletes":[{"name":"Dee","sex":"male","age":25,"mass_kg":75}]}
{"event":"warning","athlete":"Dee","level":"12","bout":1,"shuttle":3,"t":510}
{"event":"war
LOG
printf '%s\n' '{"event":"start","profile":"pacer-20m","athletes":[{"name":"E"},{"name":"F"}]}' \
  '{"event":"warning","athlete":"E","level":"5","bout":1,"shuttle":4,"t":280}' \
  '{"event":"out","athlete":"E","level":"7","bout":1,"shuttle":1,"t":390}' > "$dir/pacer.jsonl"
