import { useTranslation } from 'react-i18next'

/**
 * The two choices, "essential only" and "accept all", as buttons of equal prominence (docs/decisions.md §17):
 * the same kind of button, side by side, in the banner and in the cookie settings alike. A press is read by
 * the listener of the part they sit in (./banner.ts, ./cookie-settings.ts).
 */
export function ConsentChoices({ className }: { className: string }) {
  const { t } = useTranslation('consent')
  return (
    <>
      {(['essential', 'all'] as const).map((choice) => (
        <button key={choice} type="button" className={`gr-button gr-button--primary ${className}`} data-consent-choice={choice}>
          {t(`choice.${choice}`)}
        </button>
      ))}
    </>
  )
}
