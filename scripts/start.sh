#!/usr/bin/env bash
# `npm start`: installs, builds and serves Sayso on http://localhost:3000 (PORT, DATA_DIR override).
# When nothing changed since the last start, install and build are skipped and it serves at once.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain.sh
source scripts/system-packages.sh

ensure_system_packages "${RUNTIME_SYSTEM_PACKAGES[@]}" ||
  echo "sayso: offline transcription stays unavailable until they are installed" >&2

# What the install and build depend on: every file git tracks or would track (so local edits
# count), and the toolchain. Without git there is no fingerprint, and it always builds.
fingerprint_file=.cache/last-build-fingerprint
source_fingerprint() {
  git rev-parse --is-inside-work-tree >/dev/null 2>&1 || return 0
  { node --version; pnpm --version
    git ls-files -z --cached --others --exclude-standard | xargs -0 sha1sum 2>/dev/null; } | sha1sum
}
fingerprint="$(source_fingerprint)"
if [ -n "$fingerprint" ] && [ -f "$fingerprint_file" ] && [ "$(cat "$fingerprint_file")" = "$fingerprint" ] &&
  [ -d node_modules ] && [ -f apps/server/dist/main.js ] && [ -f apps/web/dist/index.html ] && [ -f storybook-static/index.html ]; then
  echo "sayso: nothing changed since the last build; serving it" >&2
else
  rm -f "$fingerprint_file"
  pnpm install --frozen-lockfile --reporter=silent
  pnpm run build
  # recorder-ui's Storybook, which the server serves at /storybook/ for designers.
  pnpm run build-storybook
  # Taken after the build, which may regenerate tracked files (the route tree).
  fingerprint="$(source_fingerprint)"
  if [ -n "$fingerprint" ]; then mkdir -p .cache && echo "$fingerprint" > "$fingerprint_file"; fi
fi
env_file=()
[ -f .env ] && env_file=(--env-file=.env)
# The server's bundle (apps/server/build/build-server.ts), built by `pnpm run build` above.
exec node "${env_file[@]}" apps/server/dist/main.js
