// The programs from Debian that the Firefox, WebKit and nginx tests drive, each with the package that brings
// it. scripts/ensure-test-tools.mjs installs the missing ones; the tests read the paths from here.
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver'
// Debian's multiarch folder: x86_64-linux-gnu on amd64, aarch64-linux-gnu on arm64.
const MULTIARCH = process.arch === 'arm64' ? 'aarch64-linux-gnu' : 'x86_64-linux-gnu'
export const WEBKIT_BROWSER = process.env.WEBKIT_BROWSER_PATH ?? `/usr/lib/${MULTIARCH}/webkit2gtk-4.1/MiniBrowser`
export const XVFB = '/usr/bin/Xvfb'
export const NGINX = '/usr/sbin/nginx'
// The screen-reader test (tests/screen-reader): Orca, the accessibility bus it and Firefox talk over, a D-Bus
// session daemon, a window manager (without one keys never reach Firefox) and xdotool to press the keys.
export const ORCA = '/usr/bin/orca'
export const AT_SPI_BUS_LAUNCHER = '/usr/libexec/at-spi-bus-launcher'
export const DBUS_DAEMON = '/usr/bin/dbus-daemon'
export const OPENBOX = '/usr/bin/openbox'
export const XDOTOOL = '/usr/bin/xdotool'
export const NGINX_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

export const TOOLS = [
  { path: FIREFOX, pkg: 'firefox-esr' },
  { path: WEBKIT_DRIVER, pkg: 'webkit2gtk-driver' },
  { path: WEBKIT_BROWSER, pkg: 'webkit2gtk-driver' },
  { path: XVFB, pkg: 'xvfb' },
  { path: NGINX, pkg: 'nginx' },
  { path: NGINX_BROTLI_MODULE, pkg: 'libnginx-mod-http-brotli-static' },
  { path: ORCA, pkg: 'orca' },
  { path: AT_SPI_BUS_LAUNCHER, pkg: 'at-spi2-core' },
  { path: DBUS_DAEMON, pkg: 'dbus-daemon' },
  { path: OPENBOX, pkg: 'openbox' },
  { path: XDOTOOL, pkg: 'xdotool' },
]
