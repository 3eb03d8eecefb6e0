#!/usr/bin/env bash
# README command 1 for now (`npm start`): turns a sample paper into a narrated video with the command line.
# The real paper from ../shared/papers when it is there, else a paper the project generates itself.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p out/sample
sample=../shared/papers/attention_is_all_you_need.pdf
if [ ! -f "$sample" ]; then
  sample=out/sample/sample-paper.pdf
  tsx tests/fixtures/write-sample-paper.ts "$sample"
fi
functions/bin/lectern "$sample" --out out/sample/talk.mp4 --plan-out out/sample/plan.json "$@"
echo
echo "Open out/sample/talk.mp4 to watch it; edit out/sample/plan.json and render again with:"
echo "  npx lectern $sample --plan out/sample/plan.json --out out/sample/talk.mp4"
