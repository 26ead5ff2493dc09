import { useTranslation } from 'react-i18next'
import { useRenderContext } from '../../components/lib/PageContext'

/**
 * The configured rating in words, under the hero's lead: the same `config.rating` the home page's JSON-LD
 * carries, so search engines find on the page what the structured data claims (docs/decisions.md §31).
 * Nothing when no rating is configured. The stars only decorate; the sentence says it all.
 */
export function HeroRating() {
  const { t } = useTranslation('home')
  const { locale, config } = useRenderContext()
  if (!config.rating) return null
  const { value, count } = config.rating
  // The language's own decimal separator: "4,8" in Danish, Swedish and Norwegian.
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format
  const filled = Math.round(value)
  return (
    <p className="gr-home-hero__rating">
      <span className="gr-home-hero__stars" aria-hidden="true">
        {'★'.repeat(filled)}
        <span className="gr-home-hero__stars-empty">{'★'.repeat(5 - filled)}</span>
      </span>{' '}
      {t('rating.summary', { value: format(value), count: format(count) })}
    </p>
  )
}
