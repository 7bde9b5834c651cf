#!/usr/bin/env bash
# Every test, on a fresh machine, in one command (the README's, and CI's through .ci/run, which CI
# runs with CI=true in a fresh clone, as root):
#   bash scripts/install-and-test.sh [--dry-run]
# Makes sure Chromium (the browser tests) and nginx with its brotli module and openssl (the deploy
# test) are there, installing Debian's packages that are missing (with sudo when not root), then
# installs the exact dependencies (npm ci) and runs every test (npm test).
# --dry-run: says what is missing and each command it would run, and runs none.
set -euo pipefail
cd "$(dirname "$0")/.."

dry=false
for arg in "$@"; do
  case "$arg" in
    --dry-run) dry=true ;;
    *) echo "Unknown option: $arg (the only one is --dry-run)" >&2; exit 2 ;;
  esac
done
# Prints a command, then runs it (not with --dry-run).
run() {
  echo "+ $*"
  if ! $dry; then "$@"; fi
}

# Debian packages still missing, from "command-or-file:package" pairs.
missing=()
for need in chromium:chromium nginx:nginx /usr/lib/nginx/modules/ngx_http_brotli_static_module.so:libnginx-mod-http-brotli-static openssl:openssl; do
  what="${need%%:*}"
  if [[ "$what" == /* ]]; then [[ -e "$what" ]] || missing+=("${need#*:}")
  else command -v "$what" >/dev/null 2>&1 || [[ -x "/usr/sbin/$what" ]] || missing+=("${need#*:}"); fi
done
if ((${#missing[@]})); then
  echo "Not found: ${missing[*]}: installing Debian's packages"
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "apt-get not found (not Debian): install ${missing[*]} with this system's package manager, then run this again" >&2
    $dry || exit 1
  fi
  sudo=()
  if [[ "$(id -u)" != 0 ]]; then
    if command -v sudo >/dev/null 2>&1; then sudo=(sudo); else echo "Installing them needs root: run this as root, or install sudo" >&2; $dry || exit 1; fi
  fi
  run ${sudo[@]+"${sudo[@]}"} apt-get update -qq
  echo "+ ${sudo[*]+${sudo[*]} }apt-get install -y -qq ${missing[*]}"
  $dry || ${sudo[@]+"${sudo[@]}"} env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
fi
if ! $dry || command -v chromium >/dev/null 2>&1; then
  echo "Browser: $(command -v chromium) ($(chromium --version 2>/dev/null || echo 'version unknown'))"
  nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"
  echo "Web server: $nginx_bin ($("$nginx_bin" -v 2>&1 || echo 'version unknown'))"
fi

run npm ci
run npm test
