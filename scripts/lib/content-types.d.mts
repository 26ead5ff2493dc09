// Types for content-types.mjs (plain JavaScript so the static server runs on Node alone).
export const CONTENT_TYPES: Readonly<Record<string, string>>
