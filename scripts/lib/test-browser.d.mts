// Types for test-browser.mjs (plain JavaScript so scripts/ensure-chromium.mjs runs before any build step).
export const HEADLESS_SHELL: string
export const FULL_CHROMIUM: string
export function testBrowserPath(): string
