/**
 * The figures every string in the locale files may interpolate (`{{partnerShops}}`), each formatted the way
 * the page's language writes numbers. A figure lives once, in this folder's tables; no locale file restates it.
 */
import { LAUNCH_OFFER } from './launch-offer'
import { PAYMENT } from './payment'
import { CURSE_HOURS, ENGAGEMENT_INCREASE_PERCENT, GIFT_PARTNER, SMALLEST_GROUP } from './claims'
import { CONTACT, FREE_ACCOUNT, ONE_OFF_GAMES, PLANS, type PricingModel } from './plans'
import { localeEntry, type Locale } from '../../../locales/locales'
import { formatPrice } from '../money'
import { DATA_PROCESSING, SUPPORT } from './buyer-answers'
import { EXTRA_ROLL_CONTENT_KINDS } from './use-cases'

/** `5–10`: a range as the copy writes it, with an en dash. */
export function formatRange(min: string, max: string): string {
  return `${min}–${max}`
}

/** "9am–3pm" in English, "9–15" in the Nordic languages, which count hours to 24. */
function phoneHours(lang: string): string {
  const { from, to } = SUPPORT.phoneHours
  const twelve = (hour: number) => `${hour % 12 || 12}${hour < 12 ? 'am' : 'pm'}`
  return lang.startsWith('en') ? formatRange(twelve(from), twelve(to)) : formatRange(String(from), String(to))
}

/** `items` with those of `country` first, the rest in their order. */
function localFirst<T extends { country: string }>(items: readonly T[], country: string | undefined): T[] {
  return [...items.filter((item) => item.country === country), ...items.filter((item) => item.country !== country)]
}

/** The lowest amount a model's plans cost, in `locale`'s own currency: "from €89". */
function lowestPrice(model: PricingModel, locale: Locale): string {
  const { defaultCurrency } = localeEntry(locale)
  const amounts = Object.values(PLANS[model]).flatMap(({ price }) => (price === CONTACT ? [] : [price[defaultCurrency]]))
  return formatPrice(Math.min(...amounts), defaultCurrency, locale)
}

/** The variables for a page in `locale`, its numbers written as its language writes them. */
export function factVariables(locale: Locale): Record<string, string> {
  const lang = localeEntry(locale).dateLocale
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 })
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 })
  const n = (value: number) => number.format(value)
  const regions = new Intl.DisplayNames([lang], { type: 'region' })
  const list = new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' })
  return {
    engagementIncrease: percent.format(ENGAGEMENT_INCREASE_PERCENT / 100),
    discount: percent.format(LAUNCH_OFFER.discount),
    renewalNoticeDays: n(LAUNCH_OFFER.renewalNoticeDays),
    partnerYears: n(GIFT_PARTNER.years),
    partnerCountries: n(GIFT_PARTNER.countries),
    partnerShops: n(GIFT_PARTNER.shops),
    smallestGroup: formatRange(n(SMALLEST_GROUP.min), n(SMALLEST_GROUP.max)),
    curseHours: n(CURSE_HOURS),
    freeGames: n(FREE_ACCOUNT.games),
    freePlayers: n(FREE_ACCOUNT.players),
    contentKinds: n(EXTRA_ROLL_CONTENT_KINDS),
    replyWorkingDays: n(SUPPORT.replyWithinWorkingDays),
    phoneHours: phoneHours(lang),
    analyticsRetentionMonths: n(DATA_PROCESSING.analyticsRetentionMonths),
    oneOffGames: n(ONE_OFF_GAMES),
    // The plans' player limits, as the FAQ lists them: "up to 20, 21–100 or more than 100".
    smallTeamMax: n(PLANS.subscription['small-team'].players.max ?? 0),
    companyRange: formatRange(n(PLANS.subscription.company.players.min), n(PLANS.subscription.company.players.max ?? 0)),
    largeMin: n(PLANS.subscription['large-organisation'].players.min),
    subscriptionFrom: lowestPrice('subscription', locale),
    oneOffFrom: lowestPrice('one-off', locale),
    // "EAN (Denmark), Peppol/Svefaktura (Sweden) and EHF (Norway)", the countries named in the page's language and
    // the page's own country first: a Norwegian buyer reads of EHF before the neighbours' formats.
    eInvoiceFormats: list.format(
      localFirst(PAYMENT.eInvoiceFormats, new Intl.Locale(lang).region).map(
        ({ country, format }) => `${format} (${regions.of(country) ?? country})`,
      ),
    ),
  }
}
