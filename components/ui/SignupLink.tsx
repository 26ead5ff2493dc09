import type { ReactNode } from 'react'
import { FeatureIcon } from './feature-icons'

/**
 * A text link to the external guided sign-up, which opens in a new tab (docs/decisions.md §19): the words say
 * what it does, and a screen reader also hears that a tab opens.
 */
export function SignupLink({ href, newTab, children }: { href: string; newTab: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" data-enhance="cta-track" data-cta-location="self_serve">
      {children}
      <FeatureIcon name="external" size={16} />
      <span className="gr-visually-hidden"> ({newTab})</span>
    </a>
  )
}
