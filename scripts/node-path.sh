# Sourced: puts Node 22 first on PATH when the machine's Node is older (see setup.sh).
_lectern_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
if [ -x "$_lectern_root/.tools/node_modules/.bin/node" ] && \
   [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt 22 ]; then
  export PATH="$_lectern_root/.tools/node_modules/.bin:$PATH"
fi
export PATH="$_lectern_root/node_modules/.bin:$PATH"
