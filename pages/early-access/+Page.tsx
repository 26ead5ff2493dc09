import { EarlyAccessPage } from '../../components/pages/EarlyAccessPage'

export default EarlyAccessPage
