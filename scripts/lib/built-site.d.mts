// Types for built-site.mjs (plain JavaScript so the audit and screenshot scripts run on Node alone).
export const LANGUAGE_ORDER: string[]
export function commandLine(argv?: string[]): { flag: (name: string) => boolean; option: (name: string) => string | undefined }
export function ensureBuilt(distDir: string, options: { build: boolean; hint: string }): string
export function builtHtmlFiles(root: string): { url: string; file: string }[]
