/**
 * The launch offer (docs/decisions.md §18, §26): what it takes off every plan, what a buyer keeps and what
 * happens before a renewal. It has no end date on purpose: the copy says "while the launch offer runs".
 */
export const LAUNCH_OFFER = {
  /** The share of the list price every plan is reduced by while the offer runs. */
  discount: 0.75,
  /** How long before a renewal the customer is told the price, and may cancel. */
  renewalNoticeDays: 30,
} as const
