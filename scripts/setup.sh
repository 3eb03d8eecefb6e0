#!/usr/bin/env bash
# Makes this checkout ready to run: Debian packages (as root), Node 22, npm dependencies, a build.
# Safe to run again: each step is skipped when its result is already there.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

say() { printf '\033[1m[setup]\033[0m %s\n' "$*" >&2; }

# 1. Programs the engine runs, Java for the Firestore emulator, debootstrap for the test that
# builds a production-like root (tests/prod-root), and LibreOffice Impress for the test that opens
# the exported PowerPoint (tests only; about a minute to install), and pocketsphinx, the recogniser
# `npm run quality -- --wer` listens to the voices with (measuring only). Package names are Debian 12's.
apt_packages=(ffmpeg poppler-utils mupdf-tools qpdf festival festvox-us-slt-hts
  fonts-noto-cjk fonts-noto-core fonts-dejavu-core chromium
  openjdk-17-jre-headless debootstrap libreoffice-impress pocketsphinx pocketsphinx-en-us)
installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
missing=()
for pkg in "${apt_packages[@]}"; do
  installed "$pkg" || missing+=("$pkg")
done
# The Firestore emulator (npm start, the integration tests) is not in Debian: it comes from Google's apt
# repository, and is installed only when that repository is configured.
firestore_emulator=google-cloud-cli-firestore-emulator
if ! installed "$firestore_emulator"; then
  if apt-cache policy "$firestore_emulator" 2>/dev/null | grep -q 'Candidate: [0-9]'; then
    missing+=("$firestore_emulator")
  else
    say "missing $firestore_emulator, which the backend needs (npm start, the integration tests in npm test)." \
      "It is not in Debian's repositories: add Google's (https://cloud.google.com/sdk/docs/install#deb)," \
      "then run this again as root."
  fi
fi
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    say "installing Debian packages: ${missing[*]}"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    say "missing Debian packages (run as root to install them): ${missing[*]}"
  fi
fi

# 2. Node 22: the machine's own when it is new enough, else one from the npm registry in .tools/.
node_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(node_major node)" -lt 22 ] && [ "$(node_major "$root/.tools/node_modules/.bin/node")" -lt 22 ]; then
  say "installing Node 22 into .tools/"
  mkdir -p .tools
  npm install --prefix .tools --no-save --no-audit --no-fund --loglevel=error node@22 >/dev/null
fi
source scripts/node-path.sh

# 3. npm dependencies, when the lock file changed since the last install.
stamp=node_modules/.lectern-setup-stamp
lock_hash=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_hash" ]; then
  say "installing npm dependencies"
  npm ci --no-audit --no-fund --loglevel=error >/dev/null
  echo "$lock_hash" > "$stamp"
fi

# 4. Build the engine and command line.
say "building"
if ! build_log=$(npm run --silent build 2>&1); then
  printf '%s\n' "$build_log" >&2
  say "the build failed (above)"
  exit 1
fi
