#!/usr/bin/env bash
# What Orca says while a visitor drives Firefox ESR with keys, as a log of its speech: a probe for the
# screen-reader test docs/accessibility.md asks for, not yet part of `npm test`.
#
#   dbus-run-session -- scripts/orca-speech.sh URL KEY...     e.g. … http://127.0.0.1:4173/da/ Tab h h b
#
# Needs Debian's orca, at-spi2-core, speech-dispatcher, xdotool, openbox, xvfb and firefox-esr, and the site
# served at URL (`npm start`). Prints each `SPEECH OUTPUT` line of Orca's debug log. What made keys reach Firefox:
# a window manager (openbox) and `xdotool windowactivate`; without one, Orca spoke the page title and nothing more.
set -u
url=$1
shift
work=$(mktemp -d)
export DISPLAY=:${ORCA_DISPLAY:-99}
Xvfb "$DISPLAY" -screen 0 1280x900x24 >"$work/xvfb.log" 2>&1 &
pids=($!)
sleep 1
openbox >"$work/openbox.log" 2>&1 &
pids+=($!)
/usr/libexec/at-spi-bus-launcher --launch-immediately >"$work/atspi.log" 2>&1 &
pids+=($!)
sleep 1
export GNOME_ACCESSIBILITY=1
mkdir -p "$work/profile"
cat >"$work/profile/user.js" <<'PREFS'
user_pref("accessibility.force_disabled", -1);
user_pref("browser.shell.checkDefaultBrowser", false);
user_pref("datareporting.policy.dataSubmissionEnabled", false);
user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);
user_pref("browser.aboutwelcome.enabled", false);
PREFS
speech-dispatcher -d -t 0 >"$work/sd.log" 2>&1 || true
firefox-esr --no-remote --profile "$work/profile" --new-window "$url" >"$work/firefox.log" 2>&1 &
pids+=($!)
sleep 8
orca --debug-file="$work/speech.txt" --replace >"$work/orca.log" 2>&1 &
pids+=($!)
sleep 8
window=$(xdotool search --onlyvisible --class firefox | head -1)
xdotool windowactivate --sync "$window" >/dev/null 2>&1
xdotool windowfocus --sync "$window" >/dev/null 2>&1
sleep 2
for key in "$@"; do
  xdotool key --window "$window" "$key"
  sleep 1.5
done
sleep 2
grep -a "SPEECH OUTPUT" "$work/speech.txt" | sed -e "s/^.*SPEECH OUTPUT: '//" -e "s/'{.*$//" -e "s/' {.*$//"
# Everything started here stops with the run: a speech-dispatcher left over made the next Orca hang at start, and
# an X server left on the display took the next run's windows without a window manager (keys then went nowhere).
kill "${pids[@]}" 2>/dev/null
pkill -f speech-dispatcher
wait 2>/dev/null
rm -rf "$work"
