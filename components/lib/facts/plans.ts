/**
 * The plans, as one table for every language (docs/decisions.md §23, §24): how each pricing model bills, what
 * each plan costs in each currency, how many players a game may have and which features its card lists, in
 * order. The locale files only word a feature (`pricing:feature.<id>`), interpolating the figures given here.
 */
import type { Currency } from '../../../locales/currencies'

/** The two pricing models, as the glossary names them: a subscription billed annually, or a one-off plan. */
export const PRICING_MODELS = ['subscription', 'one-off'] as const
export type PricingModel = (typeof PRICING_MODELS)[number]

/** The three plan sizes of each model, smallest first. */
export const PLAN_TIERS = ['small-team', 'company', 'large-organisation'] as const
export type PlanTier = (typeof PLAN_TIERS)[number]

/** A plan without amounts: its card says "let's talk" and leads to the contact page. */
export const CONTACT = 'contact'
export type PlanPrice = Record<Currency, number> | typeof CONTACT

/** How many players one game of a plan may have; `max: null` is open-ended ("more than 100"). */
export interface PlayerRange {
  min: number
  max: number | null
}

/**
 * A line on a plan card: a feature's id (its words are `pricing:feature.<id>`) and the figures it states.
 * `players` words the plan's own player range; `games` says how many games the plan runs.
 */
export type PlanFeature =
  | { id: 'games'; count: number | 'unlimited' }
  | { id: 'players' }
  | { id: 'every-common-feature' }
  | { id: 'onboarding-help' }
  | { id: 'priority-support' }
  | { id: 'tailored-gift-range' }
  | { id: 'purchase-orders' }

export interface Plan {
  /** What a customer pays, the launch offer already deducted; monthly on the subscription, once on a one-off plan. */
  price: PlanPrice
  players: PlayerRange
  features: readonly PlanFeature[]
}

/** A one-off plan runs this many games. */
export const ONE_OFF_GAMES = 1

const SMALL_TEAM: PlayerRange = { min: 1, max: 20 }
const COMPANY: PlayerRange = { min: 21, max: 100 }
const LARGE_ORGANISATION: PlayerRange = { min: 100, max: null }

/** A card's lines: how many games, the plan's players, everything every plan includes, then what its size adds. */
function features(games: number | 'unlimited', ...sizeAdds: PlanFeature[]): readonly PlanFeature[] {
  return [{ id: 'games', count: games }, { id: 'players' }, { id: 'every-common-feature' }, ...sizeAdds]
}
const SMALL_TEAM_ADDS: PlanFeature[] = [{ id: 'onboarding-help' }]
const COMPANY_ADDS: PlanFeature[] = [{ id: 'onboarding-help' }, { id: 'priority-support' }]
const LARGE_ORGANISATION_ADDS: PlanFeature[] = [
  { id: 'tailored-gift-range' },
  { id: 'onboarding-help' },
  { id: 'priority-support' },
  { id: 'purchase-orders' },
]

/** Every plan of every model. A card lists its features in this order, in every language. */
export const PLANS: Record<PricingModel, Record<PlanTier, Plan>> = {
  subscription: {
    'small-team': {
      price: { EUR: 89, DKK: 650, SEK: 650, NOK: 650 },
      players: SMALL_TEAM,
      features: features('unlimited', ...SMALL_TEAM_ADDS),
    },
    company: {
      price: { EUR: 449, DKK: 3300, SEK: 3300, NOK: 3300 },
      players: COMPANY,
      features: features('unlimited', ...COMPANY_ADDS),
    },
    'large-organisation': {
      price: CONTACT,
      players: LARGE_ORGANISATION,
      features: features('unlimited', ...LARGE_ORGANISATION_ADDS),
    },
  },
  'one-off': {
    'small-team': {
      price: { EUR: 670, DKK: 5000, SEK: 5000, NOK: 5000 },
      players: SMALL_TEAM,
      features: features(ONE_OFF_GAMES, ...SMALL_TEAM_ADDS),
    },
    company: {
      price: { EUR: 4000, DKK: 30000, SEK: 30000, NOK: 30000 },
      players: COMPANY,
      features: features(ONE_OFF_GAMES, ...COMPANY_ADDS),
    },
    'large-organisation': {
      price: CONTACT,
      players: LARGE_ORGANISATION,
      features: features(ONE_OFF_GAMES, ...LARGE_ORGANISATION_ADDS),
    },
  },
}

/** What every plan includes, in the order the pricing section lists it (each also names its icon). */
export const COMMON_FEATURES = ['dice', 'gifts', 'steal', 'content', 'chat', 'dashboard', 'delivery', 'remote'] as const
export type CommonFeature = (typeof COMMON_FEATURES)[number]

/** The free account every company starts with (product-spec §4): games and players before upgrading. */
export const FREE_ACCOUNT = { games: 1, players: 2 } as const

/** The model whose plans are paid once, for one game; the other bills monthly amounts annually. */
export function isOneOff(model: PricingModel): boolean {
  return model === 'one-off'
}

/** The accent colour per plan size: blue for the smallest, yellow for the largest, none between. */
export function planAccent(tier: PlanTier): 'blue' | 'yellow' | null {
  if (tier === 'small-team') return 'blue'
  if (tier === 'large-organisation') return 'yellow'
  return null
}

/** The plan size marked "most popular". */
export function isPopularPlan(tier: PlanTier): boolean {
  return tier === 'company'
}
