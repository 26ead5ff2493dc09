import { BecomeAPartnerPage } from '../../components/partner/BecomeAPartnerPage'

export default BecomeAPartnerPage
