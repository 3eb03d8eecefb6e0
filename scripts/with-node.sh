#!/usr/bin/env bash
# Runs a command with Node 22 and the workspace's tools on PATH.
set -euo pipefail
source "$(dirname "$0")/node-path.sh"
exec "$@"
