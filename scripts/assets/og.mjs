// Open Graph images, one per language. The text comes from locales/<lang>/seo.json (`og.image.title`,
// `og.image.subtitle`), and og/og-text.json records what was drawn, so a unit test
// (tests/unit/og-text.test.ts) notices when the copy changed but the images were not regenerated.
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { iconInner } from './brand-icon.mjs'
import { out, ROOT } from './output.mjs'
import { C, FONT } from './palette.mjs'
import { png } from './raster.mjs'
import { wrap } from './text-wrap.mjs'
import { esc, minSvg, prng } from './util.mjs'

const LOCALES_DIR = join(ROOT, 'locales')

/** Title and subtitle per language, for every locale folder that has a seo.json (so no list of languages here). */
function ogText() {
  const langs = readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(LOCALES_DIR, d.name, 'seo.json')))
    .map((d) => d.name)
    .sort()
  return Object.fromEntries(
    langs.map((lang) => {
      const seo = JSON.parse(readFileSync(join(LOCALES_DIR, lang, 'seo.json'), 'utf8'))
      const title = seo['og.image.title']
      const subtitle = seo['og.image.subtitle']
      if (typeof title !== 'string' || typeof subtitle !== 'string') {
        throw new Error(`locales/${lang}/seo.json lacks og.image.title or og.image.subtitle`)
      }
      return [lang, { title, subtitle }]
    }),
  )
}

function ogArt() {
  // Right-hand illustration: tilted die, gift boxes and confetti.
  const rnd = prng(7)
  const gift = (x, y, w, h, body, ribbon, rot = 0) => {
    const lid = 24
    return `<g transform="translate(${x} ${y}) rotate(${rot})">
      <rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}" rx="12" fill="${body}"/>
      <rect x="${-w / 2}" y="${-h}" width="${w}" height="12" fill="${C.ink}" fill-opacity=".18"/>
      <rect x="-11" y="${-h}" width="22" height="${h}" fill="${ribbon}"/>
      <rect x="${-w / 2 - 8}" y="${-h - lid + 6}" width="${w + 16}" height="${lid}" rx="8" fill="${body}"/>
      <rect x="-11" y="${-h - lid + 6}" width="22" height="${lid}" fill="${ribbon}"/>
      <ellipse cx="-17" cy="${-h - lid - 6}" rx="17" ry="10" transform="rotate(25 -17 ${-h - lid - 6})" fill="none" stroke="${ribbon}" stroke-width="7"/>
      <ellipse cx="17" cy="${-h - lid - 6}" rx="17" ry="10" transform="rotate(-25 17 ${-h - lid - 6})" fill="none" stroke="${ribbon}" stroke-width="7"/>
      <circle cx="0" cy="${-h - lid + 2}" r="9" fill="${ribbon}"/>
    </g>`
  }
  const S = 190
  const po = 52
  const six = [-po, 0, po].flatMap((y) => [`<circle cx="${-po}" cy="${y}" r="17"/>`, `<circle cx="${po}" cy="${y}" r="17"/>`]).join('')
  const die = `<g transform="translate(905 300) rotate(14)">
      <rect x="${-S / 2 + 10}" y="${-S / 2 + 14}" width="${S}" height="${S}" rx="40" fill="${C.ink}" fill-opacity=".12"/>
      <rect x="${-S / 2}" y="${-S / 2}" width="${S}" height="${S}" rx="40" fill="${C.white}" stroke="${C.ink}" stroke-width="8"/>
      <g fill="${C.ink}">${six}</g>
    </g>`
  const colors = [C.blue, C.green, C.yellow, C.red]
  let confetti = ''
  const spots = [
    [760, 150],
    [1060, 130],
    [1130, 230],
    [720, 300],
    [1150, 360],
    [800, 560],
    [1000, 570],
    [1110, 150],
    [700, 420],
    [990, 110],
    [850, 120],
    [1170, 470],
  ]
  spots.forEach(([x, y], i) => {
    const c = colors[i % 4]
    const r = Math.round(rnd() * 180)
    confetti +=
      i % 3 === 2
        ? `<circle cx="${x}" cy="${y}" r="7" fill="${c}"/>`
        : `<rect x="${x - 5}" y="${y - 10}" width="10" height="20" rx="3" fill="${c}" transform="rotate(${r} ${x} ${y})"/>`
  })
  return `
    <circle cx="930" cy="340" r="250" fill="${C.blue}" fill-opacity=".07"/>
    <ellipse cx="930" cy="552" rx="250" ry="18" fill="${C.ink}" fill-opacity=".07"/>
    ${confetti}
    ${die}
    ${gift(1065, 552, 150, 112, C.red, C.yellow, 0)}
    ${gift(790, 552, 120, 92, C.green, C.yellow, 0)}
    ${gift(925, 552, 84, 62, C.blue, C.red, 0)}
  `
}

async function ogSvg({ title, subtitle: sub }) {
  const maxW = 600
  let size = 60
  let lines = await wrap(title, size, true, maxW)
  while (lines.length > 3 && size > 40) {
    size -= 4
    lines = await wrap(title, size, true, maxW)
  }
  const subSize = 27
  const subLines = await wrap(sub, subSize, false, maxW)
  const lh = Math.round(size * 1.16)
  const titleY = 232
  const subY = titleY + (lines.length - 1) * lh + 64
  const tspans = (ls, x, y, h) => ls.map((l, i) => `<tspan x="${x}" y="${y + i * h}">${esc(l)}</tspan>`).join('')
  return minSvg(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" font-family="${FONT}">
    <rect width="1200" height="630" fill="${C.surface}"/>
    <rect y="614" width="300" height="16" fill="${C.blue}"/><rect x="300" y="614" width="300" height="16" fill="${C.green}"/>
    <rect x="600" y="614" width="300" height="16" fill="${C.yellow}"/><rect x="900" y="614" width="300" height="16" fill="${C.red}"/>
    ${ogArt()}
    <svg x="72" y="60" width="64" height="64" viewBox="0 0 512 512">${iconInner()}</svg>
    <text x="152" y="107" font-size="40" font-weight="700" fill="${C.ink}">Giftroll</text>
    <text font-size="${size}" font-weight="700" fill="${C.ink}">${tspans(lines, 72, titleY, lh)}</text>
    <text font-size="${subSize}" fill="${C.muted}">${tspans(subLines, 72, subY, Math.round(subSize * 1.4))}</text>
  </svg>`)
}

export default async function openGraph() {
  const text = ogText()
  for (const [lang, t] of Object.entries(text)) {
    await out(`og/og-${lang}.png`, await png(await ogSvg(t)))
  }
  await out('og/og-text.json', Buffer.from(`${JSON.stringify(text, null, 2)}\n`))
}
