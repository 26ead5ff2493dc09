// Favicons, the touch icon and the logo. No web app manifest: the site is not an app to install, and with one Chrome fetches
// it and its largest icon on page loads to check installability, while the page's first paint is still due.
import { iconSvg } from './brand-icon.mjs'
import { out } from './output.mjs'
import { png } from './raster.mjs'

export default async function icons() {
  await out('favicon.svg', Buffer.from(iconSvg(32)))
  await out('favicon-32.png', await png(iconSvg(32)))
  await out('apple-touch-icon.png', await png(iconSvg(180, { background: true }), { opaque: true }))
  // The logo the structured data names (LOGO_PATH in renderer/structured-data.ts).
  await out('icons/icon-512.png', await png(iconSvg(512)))
}
