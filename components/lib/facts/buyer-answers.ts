/**
 * The answers a buyer looks for before buying, as facts every language words the same way
 * (docs/decisions.md §24, §27-§29, §31).
 */
import type { Locale } from '../../../locales/locales'

/**
 * Who answers and how fast: support speaks every site language (§28), replies within this many working days,
 * and takes calls on weekdays between these hours, Danish time (product-spec §2).
 */
export const SUPPORT = { replyWithinWorkingDays: 1, phoneHours: { from: 9, to: 15 } } as const

/** Data protection (§27, product-spec §2): a data processing agreement with every paid plan, the game's data kept in
 *  the EU/EEA, and analytics (after consent only) kept no longer than this many months. */
export const DATA_PROCESSING = { agreementWithPaidPlans: true, storedIn: 'EU/EEA', analyticsRetentionMonths: 12 } as const

/**
 * Each language's tax authority (§29): the site names no amounts and sends the reader here for this year's
 * rules on gifts to staff. The authority's home page, not a deep link: its pages move from year to year, and
 * a dead link would leave the answer without its source. English has none: its readers are in no one country.
 */
export const TAX_AUTHORITY_URL: Readonly<Partial<Record<Locale, string>>> = {
  da: 'https://skat.dk/',
  sv: 'https://www.skatteverket.se/',
  no: 'https://www.skatteetaten.no/',
}
