// What a blind visitor hears: Orca reading Firefox ESR, driven by the keys such a visitor uses (Tab, Down to read
// on, H and 2/3 for the next heading, Enter, Escape), on a first visit to the English and the Danish home page, and
// the phone menu on a phone-sized window. Every expected phrase comes from the locale files, the price table or the
// built page's outline, so a changed name, title or spoken price fails here as a listener would notice it.
import { test, expect } from '@playwright/test'
import { href } from '../../components/lib/routes'
import { defaultCurrency } from '../../components/pricing/pricing'
import { CURRENCY_CODES } from '../../locales/currencies'
import type { Locale } from '../../locales/locales'
import { config, localeText, readBuilt, visibleText } from '../e2e/support/site'
import { amountOf } from '../support/prices'
import { startScreenReader, type ScreenReader } from './support/orca'

/** Speech as compared here: soft hyphens (Orca passes them on; a synthesizer drops them) and runs of space folded. */
const fold = (text: string) =>
  text
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ')
    .trim()

/** Presses `key` until Orca says `phrase` (at most `tries` times); returns everything it said on the way. */
async function pressUntil(reader: ScreenReader, key: string, phrase: string, tries: number): Promise<string[]> {
  const heard: string[] = []
  for (let i = 0; i < tries; i++) {
    heard.push(fold((await reader.press(key)).join(' ')))
    if (heard.at(-1)!.includes(fold(phrase))) return heard
  }
  throw new Error(`"${phrase}" not heard after ${tries} × ${key}. Orca said:\n${reader.said().join('\n')}`)
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Runs `use` with Orca reading `url` in Firefox (with `prefs` in its profile), and stops both whatever happens. */
async function withReader(url: string, prefs: Record<string, string | number | boolean>, use: (reader: ScreenReader) => Promise<void>) {
  const reader = await startScreenReader(url, { titleOf: config.brandName, firefoxPrefs: prefs })
  try {
    await use(reader)
  } finally {
    await reader.stop()
  }
}

/** An amount as a Danish or English reader sees it written ("1.068", "1,068"): the spec's rule, by hand. */
const digits = (amount: number, locale: Locale) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'en' ? ',' : '.')

/** A locale string with its {{placeholders}} filled. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`)

/** The level-2 headings of a built page, in document order, as their text reads. */
function level2Headings(url: string): string[] {
  return [...readBuilt(url).matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/g)].map((match) => visibleText(match[1] ?? '').trim())
}

for (const locale of ['en', 'da'] as const) {
  const t = (namespace: string, key: string) => localeText(locale, namespace, key)
  const url = href('home', locale)

  test(`${url} on a first visit: the skip link, the cookie banner, the locked dice button, the headings, a price, a currency change and the sign-in dialog`, async ({
    baseURL,
  }) => {
    await withReader(new URL(url, baseURL).href, {}, async (reader) => {
      // From the top: Tab reaches the skip link (a first Tab may only put focus in the document while Firefox
      // finishes loading); reading on, the cookie banner is announced by its title.
      await pressUntil(reader, 'Tab', `${t('common', 'skipLink')} link`, 2)
      await pressUntil(reader, 'Down', t('consent', 'banner.title'), 2)
      // Tab on to "Sign in" in the header; Enter opens the dialog, announced by its title; Escape closes it and
      // leaves focus on the link.
      await pressUntil(reader, 'Tab', `${t('common', 'nav.signIn')} link`, 14)
      const dialog = await pressUntil(reader, 'Return', t('common', 'signIn.intro'), 1)
      // Firefox drops the space after the comma that parts a choice's title from its line ("Organiser,Manage …").
      const spokenFirst = [t('common', 'signIn.title'), t('common', 'signIn.intro'), `${t('common', 'signIn.admin.title')},`]
      const choiceLine = t('common', 'signIn.admin.description')
      expect(dialog[0], 'the dialog is read from its title on').toMatch(
        new RegExp(`^${escapeRegExp(spokenFirst.join(' '))} ?${escapeRegExp(choiceLine)}`),
      )
      await pressUntil(reader, 'Escape', `${t('common', 'nav.signIn')} link`, 1)

      // H: the page's one h1. Tab on: the hero's locked button is "grayed", and the reason follows it.
      await pressUntil(reader, 'h', `${t('home', 'hero.title.full')} heading level 1`, 1)
      const locked = await pressUntil(reader, 'Tab', t('home', 'hero.cta.locked'), 6)
      expect(locked.at(-1), 'the locked button, its state and the reason').toContain(
        `${t('home', 'hero.cta.locked')} link. grayed. ${t('home', 'hero.cta.lockedReason')}`,
      )

      // 2: each level-2 heading in the built page's order, down to Pricing.
      const pricingTitle = t('pricing', 'title')
      const expected = level2Headings(url)
      const upToPricing = expected.slice(0, expected.indexOf(pricingTitle) + 1)
      const heard = await pressUntil(reader, '2', `${pricingTitle} heading level 2`, upToPricing.length)
      const spoken = upToPricing.map((title) => `${title} heading level 2.`)
      expect(heard, 'the level-2 headings, in the order built').toEqual(spoken)

      // 3 to the first plan, then Down line by line: its launch price said as a price, in the page's currency.
      await pressUntil(reader, '3', `${t('pricing', 'plan.small-team.name')} heading level 3`, 1)
      const currency = defaultCurrency(locale)
      const amount = amountOf('subscription', 'small-team', currency)
      const price = fill(t('pricing', 'price.monthly'), {
        amount: `${digits(amount, locale)} ${t('pricing', `currency.name.${currency}`)}`,
      })
      await pressUntil(reader, 'Down', `${t('pricing', 'price.now')} ${price}`, 4)

      // Back to the currency box (Orca switches to focus mode); Down picks the next currency, and the change is announced.
      await pressUntil(reader, 'shift+Tab', `${t('pricing', 'currency.label')} combo box`, 3)
      const next = CURRENCY_CODES[(CURRENCY_CODES.indexOf(currency) + 1) % CURRENCY_CODES.length]!
      await pressUntil(
        reader,
        'Down',
        fill(t('pricing', 'currency.changed'), { name: t('pricing', `currency.name.${next}`), code: next }),
        1,
      )
    })
  })
}

test('/da/ on a phone: the menu button says whether it is open, and its links follow it', async ({ baseURL }) => {
  const t = (namespace: string, key: string) => localeText('da', namespace, key)
  // Firefox drawing 3.5 device pixels per CSS pixel makes its 1280 px window a 366 px wide page: the phone layout.
  await withReader(new URL(href('home', 'da'), baseURL).href, { 'layout.css.devPixelsPerPx': '3.5' }, async (reader) => {
    await pressUntil(reader, 'Tab', `${t('common', 'nav.menuOpen')} collapsed`, 12)
    await pressUntil(reader, 'Return', 'expanded', 1)
    await pressUntil(reader, 'Tab', `${t('common', 'nav.howItWorks')} link`, 3)
    await pressUntil(reader, 'Escape', `${t('common', 'nav.menuOpen')} collapsed`, 1)
  })
})
