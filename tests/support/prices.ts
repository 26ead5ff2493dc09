/**
 * Plan amounts as the browser tests expect to see them. The amounts come from the price table
 * (components/lib/facts/plans.ts; their values are stated once, in tests/unit/intended-values.test.ts); the way
 * they are written is the spec's, spelled out here by hand rather than by the code under test.
 */
import { CONTACT, PLANS, type PlanTier, type PricingModel } from '../../components/lib/facts/plans'
import type { Currency } from '../../locales/currencies'

/** A plan's amount in a currency (large plans have none: they are "contact"). */
export function amountOf(tab: PricingModel, plan: PlanTier, currency: Currency): number {
  const { price } = PLANS[tab][plan]
  if (price === CONTACT) throw new Error(`${tab}/${plan} has no amount`)
  return price[currency]
}

/** "€1,234" or "1.234 kr", with a normal space before "kr" (as Playwright's toHaveText normalises it). */
export function written(amount: number, currency: Currency): string {
  const digits = (separator: string) => String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, separator)
  return currency === 'EUR' ? `€${digits(',')}` : `${digits('.')} kr`
}

/** What a card shows for a plan: the amount, the price before the launch discount, the annual total. */
export function cardAmounts(tab: PricingModel, plan: PlanTier, currency: Currency) {
  const amount = amountOf(tab, plan, currency)
  return { price: written(amount, currency), original: written(amount * 4, currency), annual: written(amount * 12, currency) }
}
