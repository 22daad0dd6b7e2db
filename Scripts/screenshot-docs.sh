#!/bin/sh
# Renders the HTML docs of one example app and screenshots the page with headless Chromium,
# to see what `screenspec docs --html` looks like without opening a browser.
#
#   Scripts/screenshot-docs.sh [APP] [OUTPUT.png]     # default: Cities, .build/docs-APP.png
#
# Installs chromium (and graphviz, for the drawn graph) with apt-get when they are missing.
set -eu

app="${1:-Cities}"
cd "$(dirname "$0")/.."
png="${2:-.build/docs-$app.png}"
docs=".build/docs-$app"
sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"

browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
if [ -z "$browser" ] || ! command -v dot >/dev/null 2>&1; then
  $sudo apt-get update -qq && $sudo apt-get install -y -qq chromium graphviz >/dev/null
  browser="$(command -v chromium || command -v chromium-browser)"
fi

swift build --product screenspec >/dev/null
"$(swift build --show-bin-path)/screenspec" docs "Specs/$app" --output "$docs" --html
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1280,2000 \
  --screenshot="$png" "file://$(pwd)/$docs/index.html" 2>/dev/null
echo "$png"
