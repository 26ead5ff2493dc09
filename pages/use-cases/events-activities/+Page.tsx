import { UseCasePage } from '../../../components/use-cases/UseCasePage'

export default function Page() {
  return <UseCasePage slug="events-activities" />
}
