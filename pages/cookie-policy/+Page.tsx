import { LegalPage } from '../../components/legal/LegalPage'
import { CookieSettingsPanel } from '../../components/consent/CookieConsent'

export default function Page() {
  return (
    <LegalPage document="cookie-policy">
      <CookieSettingsPanel />
    </LegalPage>
  )
}
