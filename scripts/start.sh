#!/usr/bin/env bash
# `npm start`: installs, builds and serves Sayso on http://localhost:3000 (PORT, DATA_DIR override).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain.sh
source scripts/system-packages.sh

ensure_system_packages "${RUNTIME_SYSTEM_PACKAGES[@]}" ||
  echo "sayso: offline transcription stays unavailable until they are installed" >&2
pnpm install --frozen-lockfile --reporter=silent
pnpm run build
env_file=()
[ -f .env ] && env_file=(--env-file=.env)
exec node "${env_file[@]}" apps/server/src/main.ts
