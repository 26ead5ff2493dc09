// Types for browsers.mjs (plain JavaScript so scripts/ensure-test-tools.mjs and the audit run on Node alone).
export const HEADLESS_SHELL: string
export const FULL_CHROMIUM: string
export const CHROMIUM_PATH: string
export const CHROMIUM_ARGS: string[]
export function testBrowserPath(): string
