import { ContactPage } from '../../components/pages/ContactPage'

export default ContactPage
