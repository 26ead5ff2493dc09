import { LegalPage } from '../../components/pages/LegalPage'
import { CookieSettingsPanel } from '../../components/analytics/CookieConsent'

export default function Page() {
  return (
    <LegalPage document="cookie-policy">
      <CookieSettingsPanel />
    </LegalPage>
  )
}
