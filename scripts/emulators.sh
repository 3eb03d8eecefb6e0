#!/usr/bin/env bash
# Runs Lectern's backend on this machine, offline, in the Firebase emulator suite (project demo-lectern).
#
#   scripts/emulators.sh              start everything; stop with Ctrl-C
#   scripts/emulators.sh "<command>"  start everything, run the command inside, stop; exits with its code
#
# firebase-tools' own Firestore emulator needs a download and Java 21, so Google's Firestore emulator from
# the google-cloud-cli-firestore-emulator package (Java 17) runs first; FIRESTORE_EMULATOR_HOST points
# firebase-admin at it, in the functions too, which inherit this environment. Whatever way this script
# ends, it stops everything it started.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node-path.sh

project=demo-lectern
firestore_port=8080
app_url=http://localhost:5000
firestore_jar=/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar
log_dir=out/emulators

say() { printf '\033[1m[emulators]\033[0m %s\n' "$*" >&2; }
fail() { say "$*"; exit 1; }
answers() { curl -sf -o /dev/null --max-time "${2:-1}" "$1"; }
listening() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

[ -f "$firestore_jar" ] || fail "Google's Firestore emulator is missing ($firestore_jar): install the Debian \
package google-cloud-cli-firestore-emulator from Google's apt repository (see scripts/setup.sh)."
command -v java >/dev/null || fail "Java is missing: install openjdk-17-jre-headless (apt-get install it as root)."
for port in "$firestore_port" 5000 5001 9099 9499; do
  if listening "$port"; then
    fail "port $port is already in use: is the emulator stack running in another terminal? Stop it first."
  fi
done

# The functions emulator loads the compiled functions/lib; compile when a source is newer than it.
if [ ! -f functions/lib/index.js ] || [ -n "$(find functions/src -name '*.ts' -newer functions/lib/index.js | head -1)" ]; then
  say "building functions/"
  npm run --silent build
fi

# Hosting serves the built web app (web/dist); build it when missing or older than a source of it.
if [ ! -f web/dist/index.html ] || ! grep -q 'id="root"' web/dist/index.html \
  || [ -n "$(find web/src web/index.html web/vite.config.ts functions/src/shared -newer web/dist/index.html -type f | head -1)" ]; then
  say "building web/"
  # A broken build must not stop the stack when an earlier build can still be served.
  npm run --silent build:web || { [ -f web/dist/index.html ] && say "the web build failed; serving the previous web/dist"; } \
    || fail "the web build failed; see the messages above"
fi

firestore_pid=
firebase_pid=
banner_pid=
stop_all() {
  # A second signal (timeout(1) signals the script and then its process group; an impatient Ctrl-C) must
  # not cut the clean-up short and leave the Firestore emulator running on its port.
  trap - EXIT
  trap '' INT TERM
  [ -z "$banner_pid" ] || kill -- "-$banner_pid" 2>/dev/null || true
  # Each job leads its own process group (set -m below). firebase-tools shuts its emulators down cleanly on
  # SIGTERM; the group kill after it catches function workers a cut-short shutdown would leave behind.
  if [ -n "$firebase_pid" ]; then
    kill -TERM "$firebase_pid" 2>/dev/null || true
    for _ in $(seq 1 100); do kill -0 "$firebase_pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL -- "-$firebase_pid" 2>/dev/null || true
  fi
  if [ -n "$firestore_pid" ]; then
    kill -TERM -- "-$firestore_pid" 2>/dev/null || true
    # Its JVM sometimes lingers after the server has shut down.
    for _ in $(seq 1 100); do kill -0 "$firestore_pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL -- "-$firestore_pid" 2>/dev/null || true
    wait "$firestore_pid" 2>/dev/null || true
  fi
}
trap stop_all EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
set -m

mkdir -p "$log_dir"
say "starting Firestore on 127.0.0.1:$firestore_port (log: $log_dir/firestore.log)"
java -Duser.language=en -cp "$firestore_jar" com.google.cloud.datastore.emulator.firestore.CloudFirestore \
  start --host=127.0.0.1 --port="$firestore_port" --project_id="$project" --rules=firestore.rules \
  >"$log_dir/firestore.log" 2>&1 &
firestore_pid=$!
for _ in $(seq 1 300); do
  answers "http://127.0.0.1:$firestore_port/" && break
  kill -0 "$firestore_pid" 2>/dev/null || fail "the Firestore emulator stopped while starting; see $log_dir/firestore.log"
  sleep 0.1
done
answers "http://127.0.0.1:$firestore_port/" || fail "the Firestore emulator did not answer within 30 s; see $log_dir/firestore.log"
export FIRESTORE_EMULATOR_HOST=127.0.0.1:$firestore_port
# Offline there is no cloud metadata server: without this, Google's client libraries (in firebase-admin)
# probe for one on their first call and log a MetadataLookupWarning.
export METADATA_SERVER_DETECTION=none
# firebase-tools gives the functions code 10 s to load; on a busy 2-core machine that is not always enough,
# and then the whole API is missing (every /api call answers 404).
export FUNCTIONS_DISCOVERY_TIMEOUT=${FUNCTIONS_DISCOVERY_TIMEOUT:-60}

# The functions emulator reads secrets from functions/.secret.local (git-ignored) and asks Secret Manager,
# which is not there offline, for every declared secret the file leaves empty or does not name, printing
# an error for each. So every secret declared in functions/src/config/params.ts gets a value there: a single
# space, which the code reads as "not set" (as a deploy does), and for URL_SIGNING_KEY a random key made
# once. A value someone wrote there is kept.
secrets_file=functions/.secret.local
touch "$secrets_file"
[ ! -s "$secrets_file" ] || [ -z "$(tail -c1 "$secrets_file")" ] || echo >>"$secrets_file"
for name in $(sed -nE "s/.*defineSecret\('([A-Z0-9_]+)'\).*/\1/p" functions/src/config/params.ts); do
  grep -qE "^$name=." "$secrets_file" && continue
  sed -i "/^$name=\$/d" "$secrets_file"
  if [ "$name" = URL_SIGNING_KEY ]; then
    printf '%s=%s\n' "$name" "$(od -An -N32 -tx1 /dev/urandom | tr -d ' \n')" >>"$secrets_file"
  else
    printf '%s=" "\n' "$name" >>"$secrets_file"
  fi
done

# stdin from /dev/null: a background job must never stop on a prompt; every param has a default.
only=auth,functions,tasks,hosting
if [ $# -gt 0 ]; then
  firebase emulators:exec --project "$project" --only "$only" "$*" </dev/null &
  firebase_pid=$!
else
  firebase emulators:start --project "$project" --only "$only" </dev/null &
  firebase_pid=$!
  # One request at a time, however long a cold function takes: the functions emulator starts a new worker
  # (~160 MB) for every request that arrives while the others are busy.
  (
    for _ in $(seq 1 600); do
      if answers "http://127.0.0.1:5000/api/health" 60; then
        say "Lectern is running at $app_url  (Auth emulator: http://127.0.0.1:9099; stop with Ctrl-C)"
        exit 0
      fi
      sleep 0.2
    done
    say "the API did not answer at $app_url/api/health within 2 minutes; see the messages above"
  ) &
  banner_pid=$!
fi
status=0
wait "$firebase_pid" || status=$?
exit "$status"
