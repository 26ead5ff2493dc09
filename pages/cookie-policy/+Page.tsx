import { LegalPage } from '../../components/legal/LegalPage'
import { CookieSettingsPanel } from '../../components/cookie-banner/CookieSettingsPanel'

export default function Page() {
  return (
    <LegalPage document="cookie-policy">
      <CookieSettingsPanel />
    </LegalPage>
  )
}
