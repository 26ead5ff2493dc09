import { LegalPage } from '../../components/pages/LegalPage'

export default function Page() {
  return <LegalPage document="cookie-policy" />
}
