// Favicons, touch and PWA icons, and the web app manifest that lists them.
import { iconSvg } from './brand-icon.mjs'
import { out } from './output.mjs'
import { C } from './palette.mjs'
import { png } from './raster.mjs'

export default async function icons() {
  await out('favicon.svg', Buffer.from(iconSvg(32)))
  await out('favicon-32.png', await png(iconSvg(32)))
  await out('apple-touch-icon.png', await png(iconSvg(180, { background: true }), { opaque: true }))
  await out('icons/icon-192.png', await png(iconSvg(192)))
  await out('icons/icon-512.png', await png(iconSvg(512)))
  await out('icons/icon-maskable-512.png', await png(iconSvg(512, { maskable: true }), { opaque: true }))
  const manifest = {
    name: 'Giftroll',
    short_name: 'Giftroll',
    start_url: '/',
    display: 'standalone',
    theme_color: C.blue,
    background_color: C.white,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
  await out('site.webmanifest', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`))
}
