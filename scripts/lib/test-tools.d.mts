// Types for test-tools.mjs, which the TypeScript tests import (the Firefox and WebKit drivers).
export const FIREFOX: string
export const WEBKIT_DRIVER: string
export const WEBKIT_BROWSER: string
export const XVFB: string
export const NGINX: string
export const NGINX_BROTLI_MODULE: string
export const TOOLS: { path: string; pkg: string }[]
