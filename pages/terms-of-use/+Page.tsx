import { LegalPage } from '../../components/legal/LegalPage'

export default function Page() {
  return <LegalPage document="terms-of-use" />
}
