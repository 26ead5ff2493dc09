import { UseCasePage } from '../UseCasePage'

export default function Page() {
  return <UseCasePage slug="events-activities" />
}
