// The only script every page loads. It holds no React: islands pull it in when they start.
import { startEnhancements } from '../components/enhancements'
import { startIslands } from '../components/islands/runtime'
import { startConsent } from '../components/analytics/boot'

startConsent()
startEnhancements()
startIslands()
