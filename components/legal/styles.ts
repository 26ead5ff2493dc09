// The legal pages' CSS (docs/decisions.md §25): the first screen's, inlined in each page's <head>, and the rest,
// linked. Each legal page's `+styles.ts` passes it on.
import firstScreen from './first-screen.scss?inline'
import './rest.scss'

export default firstScreen
