// The intended values: each fact the spec sets (../shared/spec/product-spec.md, "Timings" and the plans) is
// written as a number here and nowhere else in the tests. Every other test reads it from the module that holds
// it, so changing a fact is one edit there and one here, and every other suite follows
// (docs/decisions.md §41 lists where each lives).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { POPUP_DELAY_MS, POPUP_SCROLL_RATIO } from '../../components/signup/popup-trigger'
import { HASH_SCROLL_DELAY_MS } from '../../components/layout/hash-scroll'
import { HEADER_SHADOW_THRESHOLD_PX } from '../../components/header/header-shadow'
import { SCROLL_RESTORE_DELAY_MS } from '../../components/lib/scroll-restore'
import { DEFERRED_SECTION_IDLE_TIMEOUT_MS, DEFER_SECTIONS_FALLBACK_MS } from '../../components/lib/deferred-sections'
import { MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS, MENU_SKIP_DELAY_MS } from '../../components/header/UseCasesMenu'
import { FORCED_RESULT, PULSE_MS } from '../../components/dice/Dice'
import { WEBHOOK_TIMEOUT_MS } from '../../components/signup/delivery'
import { COUNT_UP_MS, COUNT_UP_THRESHOLD } from '../../pages/index/count-up'
import { WORD_CYCLE_MS } from '../../pages/index/word-cycle'
import { TYPE_MS_PER_CHAR } from '../../pages/index/typewriter'
import { CONTACT, FREE_ACCOUNT, ONE_OFF_GAMES, PLANS } from '../../components/lib/facts/plans'
import { LAUNCH_OFFER } from '../../components/lib/facts/launch-offer'
import { PAYMENT } from '../../components/lib/facts/payment'
import { CURSE_HOURS, ENGAGEMENT_INCREASE_PERCENT, GIFT_PARTNER, SMALLEST_GROUP } from '../../components/lib/facts/claims'
import { DATA_PROCESSING, SUPPORT, TAX_AUTHORITY_URL } from '../../components/lib/facts/buyer-answers'
import { USE_CASES } from '../../components/lib/facts/use-cases'
import { FAQ_QUESTIONS } from '../../components/lib/facts/faq'

describe('the intended values', () => {
  it('plans: a subscription (per month) of €89 / 650 kr small and €449 / 3,300 kr medium; large on request', () => {
    expect(PLANS.subscription['small-team'].price).toEqual({ EUR: 89, DKK: 650, SEK: 650, NOK: 650 })
    expect(PLANS.subscription.company.price).toEqual({ EUR: 449, DKK: 3300, SEK: 3300, NOK: 3300 })
    expect(PLANS.subscription['large-organisation'].price).toBe(CONTACT)
  })

  it('plans: one game of €670 / 5,000 kr small and €4,000 / 30,000 kr medium; large on request', () => {
    expect(ONE_OFF_GAMES).toBe(1)
    expect(PLANS['one-off']['small-team'].price).toEqual({ EUR: 670, DKK: 5000, SEK: 5000, NOK: 5000 })
    expect(PLANS['one-off'].company.price).toEqual({ EUR: 4000, DKK: 30000, SEK: 30000, NOK: 30000 })
    expect(PLANS['one-off']['large-organisation'].price).toBe(CONTACT)
  })

  it('plans: up to 20, 21-100 and more than 100 players a game; a free account has 1 game and 2 players', () => {
    for (const model of ['subscription', 'one-off'] as const) {
      expect(Object.values(PLANS[model]).map((plan) => plan.players)).toEqual([
        { min: 1, max: 20 },
        { min: 21, max: 100 },
        { min: 100, max: null },
      ])
    }
    expect(FREE_ACCOUNT).toEqual({ games: 1, players: 2 })
  })

  it('plans: each card lists these features, in this order, in every language', () => {
    const ids = (model: 'subscription' | 'one-off') => Object.values(PLANS[model]).map((plan) => plan.features.map((f) => f.id))
    const base = ['games', 'players', 'every-common-feature']
    expect(ids('subscription')).toEqual([
      [...base, 'onboarding-help'],
      [...base, 'onboarding-help', 'priority-support'],
      [...base, 'tailored-gift-range', 'onboarding-help', 'priority-support', 'purchase-orders'],
    ])
    expect(ids('one-off')).toEqual(ids('subscription'))
  })

  it('the launch offer takes 75 % off; the price before a renewal is told at least 30 days ahead', () => {
    expect(LAUNCH_OFFER).toEqual({ discount: 0.75, renewalNoticeDays: 30 })
  })

  it('payment: invoiced, no card, e-invoices as EAN, Peppol/Svefaktura and EHF', () => {
    expect(PAYMENT.invoiced).toBe(true)
    expect(PAYMENT.cardNeeded).toBe(false)
    expect(PAYMENT.eInvoiceFormats.map((f) => f.format)).toEqual(['EAN', 'Peppol/Svefaktura', 'EHF'])
  })

  it('claims: the gift partner has 20+ years, 20+ countries and 8,000+ shops; games from 5-10 people; curses last 24 h', () => {
    expect(GIFT_PARTNER).toEqual({ years: 20, countries: 20, shops: 8000 })
    expect(SMALLEST_GROUP).toEqual({ min: 5, max: 10 })
    expect(CURSE_HOURS).toBe(24)
  })

  it('buyer answers: a reply within 1 working day, calls 9-15, a data processing agreement, analytics kept 12 months, tax links', () => {
    expect(SUPPORT).toEqual({ replyWithinWorkingDays: 1, phoneHours: { from: 9, to: 15 } })
    expect(DATA_PROCESSING).toEqual({ agreementWithPaidPlans: true, storedIn: 'EU/EEA', analyticsRetentionMonths: 12 })
    expect(TAX_AUTHORITY_URL).toEqual({ da: 'https://skat.dk/', sv: 'https://www.skatteverket.se/', no: 'https://www.skatteetaten.no/' })
    expect(FAQ_QUESTIONS).toHaveLength(16)
  })

  it('use cases: events and partners live, training and onboarding coming soon; the examples imagine 240, 900 and 130 people', () => {
    expect(Object.fromEntries(Object.entries(USE_CASES).map(([slug, u]) => [slug, u.activeByDefault]))).toEqual({
      'events-activities': true,
      'partner-activation': true,
      'training-development': false,
      'employee-onboarding': false,
    })
    expect(Object.fromEntries(Object.entries(USE_CASES).map(([slug, u]) => [slug, u.example]))).toEqual({
      'events-activities': { employees: 240, days: 5 },
      'partner-activation': null,
      'training-development': { employees: 900 },
      'employee-onboarding': { employees: 130 },
    })
  })

  it('newsletter popup: after 30 s, or once past half of the page', () => {
    expect(POPUP_DELAY_MS).toBe(30_000)
    expect(POPUP_SCROLL_RATIO).toBe(0.5)
  })

  it('hash scroll: 300 ms, 100 px below the sticky header', () => {
    expect(HASH_SCROLL_DELAY_MS).toBe(300)
    // The offset is the root's scroll padding, which the hash scroll reads (0 on a short screen).
    const base = readFileSync(join(__dirname, '..', '..', 'styles', 'base', '_base.scss'), 'utf8')
    expect(/--gr-top-clearance:\s*(\d+)px/.exec(base)?.[1]).toBe('100')
  })

  it('header shadow: after 10 px of scroll; scroll restored 150 ms after a language switch', () => {
    expect(HEADER_SHADOW_THRESHOLD_PX).toBe(10)
    expect(SCROLL_RESTORE_DELAY_MS).toBe(150)
  })

  it('use-cases menu: opens after 200 ms, skips within 300 ms, closes after 150 ms', () => {
    expect([MENU_OPEN_DELAY_MS, MENU_SKIP_DELAY_MS, MENU_CLOSE_DELAY_MS]).toEqual([200, 300, 150])
  })

  it('hero: the dice always rolls a 6, the unlocked button pulses for 1 s, the headline word changes every 3 s', () => {
    expect(FORCED_RESULT).toBe(6)
    expect(PULSE_MS).toBe(1000)
    expect(WORD_CYCLE_MS).toBe(3000)
  })

  it('impact: a 60 % increase, counted up in 2 s once 30 % is visible, typed at 30 ms a character', () => {
    expect(ENGAGEMENT_INCREASE_PERCENT).toBe(60)
    expect(COUNT_UP_MS).toBe(2000)
    expect(COUNT_UP_THRESHOLD).toBe(0.3)
    expect(TYPE_MS_PER_CHAR).toBe(30)
  })

  it("deferred sections: each handed back within 1 s of idle waiting, all of them 3 s after load at the latest (the project's own)", () => {
    expect(DEFERRED_SECTION_IDLE_TIMEOUT_MS).toBe(1000)
    expect(DEFER_SECTIONS_FALLBACK_MS).toBe(3000)
  })

  it("the sign-up webhook gives up after 10 s (the project's own)", () => {
    expect(WEBHOOK_TIMEOUT_MS).toBe(10_000)
  })
})
