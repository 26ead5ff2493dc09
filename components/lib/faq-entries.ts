/**
 * The home page's FAQ as the page and its FAQPage structured data both show it: one entry per question of
 * ./facts/faq.ts, worded for the page's language, with the source an answer points to.
 */
import type { i18n as I18n } from 'i18next'
import type { Locale } from '../../locales/locales'
import { FAQ_QUESTIONS, type FaqQuestion } from './facts/faq'
import { TAX_AUTHORITY_URL } from './facts/buyer-answers'
import { href } from './routes'

export interface FaqSource {
  href: string
  text: string
  /** Marks a link whose address differs by language on purpose (`data-fact`), so tests compare it as one fact. */
  fact?: 'tax-authority'
}

export interface FaqEntry {
  id: FaqQuestion
  question: string
  answer: string
  source: FaqSource | null
}

/** Where an answer sends the reader for more: the tax authority of the page's country, or the privacy policy. */
function sourceOf(id: FaqQuestion, i18n: I18n, locale: Locale): FaqSource | null {
  const t = i18n.getFixedT(null, 'home')
  if (id === 'data') return { href: href('privacy-policy', locale), text: t('faq.data.source') }
  if (id !== 'tax') return null
  const url = TAX_AUTHORITY_URL[locale]
  return url ? { href: url, text: t('faq.tax.source', { site: new URL(url).hostname.replace(/^www\./, '') }), fact: 'tax-authority' } : null
}

export function faqEntries(i18n: I18n, locale: Locale): FaqEntry[] {
  const t = i18n.getFixedT(null, 'home')
  return FAQ_QUESTIONS.map((id) => ({
    id,
    question: t(`faq.${id}.question`),
    answer: t(`faq.${id}.answer`),
    source: sourceOf(id, i18n, locale),
  }))
}
