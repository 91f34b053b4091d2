# Sourced by start.sh and test.sh: installs Debian packages the app or its tests need, when missing.
# Installing needs root (as on CI and the project's machines); otherwise the missing ones are listed.

# Needed at run time: ffmpeg decodes uploads, pocketsphinx is the offline recogniser, espeak-ng says
# how a vocabulary word the recogniser's dictionary lacks is pronounced.
RUNTIME_SYSTEM_PACKAGES=(ffmpeg pocketsphinx pocketsphinx-en-us espeak-ng)
# Needed by the tests only: a browser, a voice for the fake microphone, recordings with known transcripts.
# festival's slt voice speaks the dictation sets and vocabulary tests (pocketsphinx reads it well).
# PostgreSQL: the server suite runs a second time on it (apps/server `test:postgres`).
TEST_SYSTEM_PACKAGES=(chromium fonts-noto-color-emoji espeak-ng pocketsphinx-testdata festival festvox-us-slt-hts postgresql)

ensure_system_packages() {
  local missing=()
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    echo "sayso: missing Debian packages: ${missing[*]} (install them with apt-get as root)" >&2
    return 1
  fi
  echo "sayso: installing Debian packages: ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null 2>&1 || {
    apt-get update -qq >/dev/null && apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  }
}
