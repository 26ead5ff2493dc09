import { LanguageSelectPage } from '../../components/pages/LanguageSelectPage'

export default LanguageSelectPage
