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
import { ENGAGEMENT_INCREASE } from '../../pages/index/AboutSection'
import { CONTACT, EARLY_ADOPTER_DISCOUNT, PRICE_TABLE } from '../../components/pricing/pricing'

describe('the intended values', () => {
  it('plans: a subscription (per month) of €89 / 650 kr small and €449 / 3,300 kr medium; large on request', () => {
    expect(PRICE_TABLE.enterprise.smallEvent).toEqual({ EUR: 89, DKK: 650, SEK: 650, NOK: 650 })
    expect(PRICE_TABLE.enterprise.mediumEvent).toEqual({ EUR: 449, DKK: 3300, SEK: 3300, NOK: 3300 })
    expect(PRICE_TABLE.enterprise.largeEvent).toBe(CONTACT)
  })

  it('plans: one event of €670 / 5,000 kr small and €4,000 / 30,000 kr medium; large on request', () => {
    expect(PRICE_TABLE.events.smallEvent).toEqual({ EUR: 670, DKK: 5000, SEK: 5000, NOK: 5000 })
    expect(PRICE_TABLE.events.mediumEvent).toEqual({ EUR: 4000, DKK: 30000, SEK: 30000, NOK: 30000 })
    expect(PRICE_TABLE.events.largeEvent).toBe(CONTACT)
  })

  it('the early-adopter discount is 75 %', () => {
    expect(EARLY_ADOPTER_DISCOUNT).toBe(0.75)
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
    expect(ENGAGEMENT_INCREASE).toBe(60)
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
