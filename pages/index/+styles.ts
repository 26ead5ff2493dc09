// This page's CSS (docs/decisions.md §25), all of it inlined in its <head>: the home page's document takes a
// second round trip whatever it carries, and its lower sections, laid out again when a linked stylesheet applied
// after the first paint, made one long task on a phone's main thread. The first screen's comes first.
import firstScreen from './first-screen.scss?inline'
import rest from './rest.scss?inline'

export default firstScreen + rest
