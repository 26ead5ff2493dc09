// The language chooser is styled as the not-found page, which lists the same choices (docs/decisions.md §25).
import firstScreen from '../not-found/first-screen.scss?inline'
import '../not-found/rest.scss'

export default firstScreen
