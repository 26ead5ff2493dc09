import { SignInPage } from '../../components/pages/SignInPage'

export default SignInPage
