// Types for webhook-url.mjs (plain JavaScript so `npm run configure:webhook` runs on Node alone).
export function isValidWebhookUrl(value: unknown): boolean
