// Types for test-tools.mjs: plain JavaScript so scripts/ensure-test-tools.mjs runs before `npm ci`, typed for the
// TypeScript tests that import it (the Firefox, WebKit and nginx tests).
export const FIREFOX: string
export const WEBKIT_DRIVER: string
export const WEBKIT_BROWSER: string
export const XVFB: string
export const NGINX: string
export const NGINX_BROTLI_MODULE: string
export const TOOLS: { path: string; pkg: string }[]
