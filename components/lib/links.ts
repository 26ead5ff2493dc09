/** The site's navigation targets, built once for the header, the mobile menu and the footer. */
import type { TFunction } from 'i18next'
import { sectionHref } from './urls'
import type { SiteConfig } from './site-config'
import { USE_CASE_SLUGS } from './facts/use-cases'
import type { Locale } from '../../locales/locales'
import { href } from './routes'

export interface NavLink {
  href: string
  label: string
}

export interface UseCaseLink {
  slug: string
  /** null while the use case is "coming soon": shown, greyed and unlinked (docs/decisions.md §8). */
  href: string | null
  label: string
}

export const HOME_SECTIONS = {
  hero: 'hero',
  about: 'about',
  howItWorks: 'how-it-works',
  useCases: 'use-cases',
  gifts: 'gifts-and-rewards',
  pricing: 'pricing',
  impact: 'impact',
  faq: 'faq',
} as const

export function sectionLinks(t: TFunction, locale: Locale, onHomePage: boolean): NavLink[] {
  return [
    { href: sectionHref(locale, HOME_SECTIONS.howItWorks, onHomePage), label: t('nav.howItWorks') },
    { href: sectionHref(locale, HOME_SECTIONS.gifts, onHomePage), label: t('nav.gifts') },
    { href: sectionHref(locale, HOME_SECTIONS.pricing, onHomePage), label: t('nav.pricing') },
  ]
}

export function useCaseLinks(t: TFunction, locale: Locale, config: SiteConfig): UseCaseLink[] {
  return USE_CASE_SLUGS.map((slug) => ({
    slug,
    href: config.activeUseCases[slug] ? href(`use-case:${slug}`, locale) : null,
    label: t(`useCase.${slug}`),
  }))
}
