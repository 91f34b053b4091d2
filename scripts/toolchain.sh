# Sourced by the README commands: puts Node >= 22.12 and the pinned pnpm on PATH.
# When the system Node is older, Node comes from the npm registry's `node` package,
# installed once into a project-local, git-ignored cache.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLCHAIN_DIR="$ROOT/.cache/toolchain"
NODE_PACKAGE_VERSION="24.21.0"
PNPM_VERSION="$(sed -n 's/.*"packageManager": *"pnpm@\([^"]*\)".*/\1/p' "$ROOT/package.json")"

node_is_recent() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)'
}

install_toolchain() {
  echo "sayso: installing Node $NODE_PACKAGE_VERSION and pnpm $PNPM_VERSION into .cache/toolchain" >&2
  mkdir -p "$TOOLCHAIN_DIR"
  [ -f "$TOOLCHAIN_DIR/package.json" ] || echo '{"private": true}' > "$TOOLCHAIN_DIR/package.json"
  npm install --prefix "$TOOLCHAIN_DIR" --no-audit --no-fund --loglevel=error \
    "node@$NODE_PACKAGE_VERSION" "pnpm@$PNPM_VERSION" >&2
}

if ! node_is_recent; then
  [ -x "$TOOLCHAIN_DIR/node_modules/node/bin/node" ] || install_toolchain
  export PATH="$TOOLCHAIN_DIR/node_modules/node/bin:$PATH"
fi
if [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  [ -x "$TOOLCHAIN_DIR/node_modules/.bin/pnpm" ] || install_toolchain
  export PATH="$TOOLCHAIN_DIR/node_modules/.bin:$PATH"
fi
