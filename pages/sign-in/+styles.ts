// This page's CSS (docs/decisions.md §25): the first screen's, inlined in its <head>, and the rest, linked.
import firstScreen from './first-screen.scss?inline'
import './rest.scss'

export default firstScreen
