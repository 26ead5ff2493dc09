/**
 * The figures the site states as claims (product-spec §1; docs/decisions.md §30): each is said with what it is
 * measured against, the same in every language, and words in the locale files interpolate them
 * (./variables.ts) rather than restate them. locales/glossary.json records where each claim may stand.
 */

/** The engagement increase, our own figure, against a gift exchange held on one evening. */
export const ENGAGEMENT_INCREASE_PERCENT = 60

/** Our one gift partner (the catalogue's supplier): years in business, countries, shops taking its gift card. */
export const GIFT_PARTNER = { years: 20, countries: 20, shops: 8000 } as const

/** The smallest group a game suits; the largest plan has no upper limit. */
export const SMALLEST_GROUP = { min: 5, max: 10 } as const

/** A curse blocks its target from rolling a six for this many hours (product-spec §9). */
export const CURSE_HOURS = 24
