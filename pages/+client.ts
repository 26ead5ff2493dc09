// The only script every page loads. It holds no React: islands pull it in when they start.
import { startEnhancements } from '../components/enhancements'
import { startIslands } from '../components/islands/runtime'
import { startConsent } from '../components/consent/boot'

startConsent()
startEnhancements()
startIslands()
