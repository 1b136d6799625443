# Sourced by .ci/run: `use_node 22` puts that Node LTS release first on PATH for what follows.
# The machine's own node may be another release (Node 20 is past its end of life, and engines asks
# for 22 or 24). The `node` package on the npm registry carries the official binaries and their C++
# headers; node-gyp builds the SQLite driver against those headers (npm_config_nodedir), so the
# native module matches the release that loads it.
use_node() {
  local major="$1"
  local prefix="${SHOP_CI_NODE_CACHE:-$HOME/.cache/shop-ci}/node-$major"
  if [ ! -x "$prefix/bin/node" ]; then
    echo "Installing Node $major from the npm registry into $prefix"
    npm install --global --prefix "$prefix" --no-audit --no-fund --loglevel=error "node@$major" >/dev/null
  fi
  local dist
  dist="$prefix/lib/node_modules/node/node_modules/$("$prefix/bin/node" -p '`node-${process.platform}-${process.arch}`')"
  export PATH="$prefix/bin:$PATH"
  export npm_config_nodedir="$dist"
  hash -r
  echo "Node $(node --version) at $(command -v node)"
}
