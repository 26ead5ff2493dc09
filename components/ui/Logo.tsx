import { useTranslation } from 'react-i18next'
import { useRenderContext } from '../lib/PageContext'
import { href } from '../lib/routes'

/** The brand mark: a die showing six on the brand blue, beside the wordmark. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="gr-logo__mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#2563eb" />
      {[9, 16, 23].map((y) => (
        <g key={y} fill="#fff">
          <circle cx="11" cy={y} r="2.4" />
          <circle cx="21" cy={y} r="2.4" />
        </g>
      ))}
    </svg>
  )
}

/** The logo as the link to the home page (header and footer; `className` picks the look). */
export function LogoLink({ className }: { className: string }) {
  const { t } = useTranslation('common')
  const { locale, config } = useRenderContext()
  return (
    <a className={className} href={href('home', locale)} aria-label={t('logo.label')}>
      <LogoMark />
      <span className="gr-logo__text" aria-hidden="true">
        {config.brandName}
      </span>
    </a>
  )
}
