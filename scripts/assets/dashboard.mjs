// The admin dashboard picture shown on the home page, in three widths as AVIF and WebP, once per language: its
// words come from locales/<lang>/dashboard.json, so each language's page shows a dashboard in its own language
// (the FAQ says the game speaks the buyer's language). images/dashboard-text.json records what was drawn, so a
// unit test (tests/unit/dashboard-text.test.ts) notices copy that changed without the pictures being redrawn.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { iconInner } from './brand-icon.mjs'
import { out, ROOT } from './output.mjs'
import { C, FONT } from './palette.mjs'
import { sharp, textWidth } from './raster.mjs'
import { esc, round } from './util.mjs'

const LOCALES_DIR = join(ROOT, 'locales')

/** The picture's words per language, for every locale folder that has a dashboard.json (so no list of languages here). */
export function dashboardText() {
  const langs = readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(LOCALES_DIR, d.name, 'dashboard.json')))
    .map((d) => d.name)
    .sort()
  return Object.fromEntries(langs.map((lang) => [lang, JSON.parse(readFileSync(join(LOCALES_DIR, lang, 'dashboard.json'), 'utf8'))]))
}

function dashboardSvg(L, { titleW, statusW, inviteW, exportW, averageW, rollsW }) {
  const fill = (text, vars) => text.replace(/\{\{(\w+)\}\}/g, (_, name) => String(vars[name]))
  const W = 1280
  const H = 800
  const SB = 232 // sidebar width
  const X0 = SB + 32
  const CW = W - X0 - 32 // content width
  const t = (x, y, s, txt, { w = 400, c = C.ink, a = 'start', o } = {}) =>
    `<text x="${x}" y="${y}" font-size="${s}" font-weight="${w}" fill="${c}"${a !== 'start' ? ` text-anchor="${a}"` : ''}${o ? ` fill-opacity="${o}"` : ''}>${esc(txt)}</text>`
  const card = (x, y, w, h) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${C.white}" stroke="${C.ink}" stroke-opacity=".08"/>`
  const miniIcon = (x, y, s) => `<svg x="${x}" y="${y}" width="${s}" height="${s}" viewBox="0 0 512 512">${iconInner()}</svg>`

  let s = ''
  s += `<rect width="${W}" height="${H}" fill="${C.surface}"/>`

  // Sidebar
  s += `<rect width="${SB}" height="${H}" fill="${C.ink}"/>`
  s += miniIcon(24, 24, 36) + t(70, 50, 22, 'Giftroll', { w: 700, c: C.white })
  const nav = ['overview', 'players', 'giftPool', 'dailyRolls', 'winners', 'messages', 'settings'].map((k) => L[`nav.${k}`])
  nav.forEach((n, i) => {
    const y = 110 + i * 48
    if (i === 0) s += `<rect x="16" y="${y - 28}" width="${SB - 32}" height="42" rx="10" fill="${C.blue}"/>`
    s += `<rect x="32" y="${y - 14}" width="14" height="14" rx="4" fill="${C.white}" fill-opacity="${i === 0 ? 1 : 0.45}"/>`
    s += t(60, y - 1, 16, n, { c: C.white, o: i === 0 ? undefined : 0.75, w: i === 0 ? 700 : 400 })
  })
  s += `<rect x="16" y="${H - 150}" width="${SB - 32}" height="110" rx="12" fill="${C.white}" fill-opacity=".07"/>`
  s += t(32, H - 118, 13, L['games.heading'], { c: C.white, o: 0.6, w: 700 })
  s += `<circle cx="40" cy="${H - 88}" r="5" fill="${C.green}"/>` + t(54, H - 83, 15, L['game.current'], { c: C.white })
  s +=
    `<circle cx="40" cy="${H - 60}" r="5" fill="${C.white}" fill-opacity=".35"/>` +
    t(54, H - 55, 15, L['game.other'], { c: C.white, o: 0.6 })

  // Header
  s += `<rect x="${SB}" width="${W - SB}" height="76" fill="${C.white}"/><rect x="${SB}" y="75" width="${W - SB}" height="1" fill="${C.ink}" fill-opacity=".08"/>`
  s += t(X0, 47, 26, L.title, { w: 700 })
  // The pill and the buttons take the width of their words, which differ by language.
  const pill = X0 + titleW + 18
  const pillW = statusW + 46
  s += `<rect x="${pill}" y="24" width="${pillW}" height="30" rx="15" fill="${C.green}" fill-opacity=".12"/>`
  s += `<circle cx="${pill + 17}" cy="39" r="5" fill="${C.green}"/>` + t(pill + 29, 44, 14, L.status, { c: C.green, w: 700 })
  const inviteBox = Math.max(140, inviteW + 32)
  const inviteX = W - 82 - inviteBox
  const exportBox = Math.max(96, exportW + 32)
  const exportX = inviteX - 12 - exportBox
  s +=
    `<rect x="${exportX}" y="20" width="${exportBox}" height="38" rx="10" fill="${C.white}" stroke="${C.ink}" stroke-opacity=".18"/>` +
    t(exportX + exportBox / 2, 44, 15, L.export, { a: 'middle', c: C.ink })
  s +=
    `<rect x="${inviteX}" y="20" width="${inviteBox}" height="38" rx="10" fill="${C.blue}"/>` +
    t(inviteX + inviteBox / 2, 44, 15, L.invite, { a: 'middle', c: C.white, w: 700 })
  s += `<circle cx="${W - 48}" cy="39" r="19" fill="${C.yellow}"/>` + t(W - 48, 45, 15, 'AK', { a: 'middle', w: 700 })

  // KPI tiles
  const kw = (CW - 3 * 20) / 4
  const kpis = [
    { l: L['kpi.participation.label'], v: L['kpi.participation.value'], sub: L['kpi.participation.sub'], bar: 0.87, c: C.blue },
    { l: L['kpi.rolls.label'], v: '142', sub: L['kpi.rolls.sub'], c: C.green },
    { l: L['kpi.gifts.label'], v: '6 / 20', sub: L['kpi.gifts.sub'], bar: 0.3, c: C.red },
    // A count the game really keeps, not a claim: the engagement comparison stands only where the glossary lets it.
    { l: L['kpi.extra.label'], v: '318', sub: L['kpi.extra.sub'], c: C.green },
  ]
  kpis.forEach((k, i) => {
    const x = X0 + i * (kw + 20)
    const y = 100
    s += card(x, y, kw, 124)
    s += `<rect x="${x + 20}" y="${y + 20}" width="10" height="10" rx="3" fill="${k.c}"/>`
    s += t(x + 38, y + 30, 15, k.l, { c: C.muted })
    s += t(x + 20, y + 72, 34, k.v, { w: 700 })
    if (k.bar != null) {
      s += `<rect x="${x + 20}" y="${y + 84}" width="${kw - 40}" height="8" rx="4" fill="${C.ink}" fill-opacity=".08"/>`
      s += `<rect x="${x + 20}" y="${y + 84}" width="${round((kw - 40) * k.bar)}" height="8" rx="4" fill="${k.c}"/>`
      s += t(x + 20, y + 110, 13, k.sub, { c: C.muted })
    } else {
      s += t(x + 20, y + 104, 14, k.sub, { c: k.c, w: 700 })
    }
  })

  // Chart: daily rolls (bars) and sixes (line)
  const cx = X0
  const cy = 244
  const cw = 620
  const ch = 296
  s += card(cx, cy, cw, ch)
  s += t(cx + 24, cy + 38, 18, L['chart.title'], { w: 700 })
  // The legend is set from the right edge, each entry as wide as its words.
  const avgX = cx + cw - 24 - averageW - 22
  const rollsX = avgX - 22 - rollsW - 18
  s +=
    `<rect x="${rollsX}" y="${cy + 26}" width="12" height="12" rx="3" fill="${C.blue}"/>` +
    t(rollsX + 18, cy + 37, 13, L['chart.rolls'], { c: C.muted })
  s +=
    `<rect x="${avgX}" y="${cy + 30}" width="16" height="4" rx="2" fill="${C.green}"/>` +
    t(avgX + 22, cy + 37, 13, L['chart.average'], { c: C.muted })
  const rolls = [96, 118, 104, 131, 122, 88, 79, 127, 139, 133, 128, 142]
  const avg = rolls.map((_, i) => {
    const w = rolls.slice(Math.max(0, i - 2), i + 1)
    return w.reduce((a, b) => a + b, 0) / w.length
  })
  const gx = cx + 64
  const gy = cy + ch - 52
  const gh = 184
  const gw = cw - 90
  const max = 160
  for (let v = 0; v <= max; v += 40) {
    const y = round(gy - (v / max) * gh)
    s += `<rect x="${gx}" y="${y}" width="${gw}" height="1" fill="${C.ink}" fill-opacity="${v ? 0.07 : 0.2}"/>`
    s += t(gx - 12, y + 5, 12, String(v), { c: C.muted, a: 'end' })
  }
  const step = gw / rolls.length
  const linePts = []
  rolls.forEach((v, i) => {
    const bh = (v / max) * gh
    const x = gx + i * step + step * 0.2
    const last = i === rolls.length - 1
    s += `<rect x="${round(x)}" y="${round(gy - bh)}" width="${round(step * 0.6)}" height="${round(bh)}" rx="5" fill="${C.blue}"${last ? '' : ' fill-opacity=".78"'}/>`
    s += t(round(x + step * 0.3), gy + 20, 12, String(i + 1), { c: C.muted, a: 'middle' })
    linePts.push([round(x + step * 0.3), round(gy - (avg[i] / max) * gh)])
  })
  s += t(gx + gw / 2, gy + 38, 12, L['chart.axis'], { c: C.muted, a: 'middle' })
  s += `<text x="${round(gx + 11 * step + step * 0.5)}" y="${round(gy - (142 / max) * gh - 8)}" font-size="12" font-weight="700" fill="${C.ink}" text-anchor="middle">142</text>`
  s += `<polyline points="${linePts.map((p) => p.join(',')).join(' ')}" fill="none" stroke="${C.green}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>`
  s += linePts.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="${C.white}" stroke="${C.green}" stroke-width="2.5"/>`).join('')

  // Recent winners
  const wx = cx + cw + 20
  const ww = W - 32 - wx
  s += card(wx, cy, ww, ch)
  s +=
    t(wx + 24, cy + 38, 18, L['winners.title'], { w: 700 }) +
    t(wx + ww - 24, cy + 38, 14, L['winners.viewAll'], { c: C.blue, a: 'end', w: 700 })
  const winners = [
    ['Emma', 12, L['gift.1'], C.blue],
    ['Lars', 11, L['gift.2'], C.green],
    ['Sofia', 10, L['gift.3'], C.red],
    ['Mikkel', 9, L['gift.4'], C.yellow],
    ['Ingrid', 8, L['gift.5'], C.blue],
  ]
  winners.forEach(([n, d, g, col], i) => {
    const y = cy + 64 + i * 46
    if (i) s += `<rect x="${wx + 24}" y="${y - 6}" width="${ww - 48}" height="1" fill="${C.ink}" fill-opacity=".07"/>`
    s +=
      `<circle cx="${wx + 42}" cy="${y + 18}" r="16" fill="${col}"/>` +
      t(wx + 42, y + 24, 15, n[0], { a: 'middle', w: 700, c: col === C.yellow ? C.ink : C.white })
    s += t(wx + 68, y + 15, 15, n, { w: 700 }) + t(wx + 68, y + 33, 13, fill(L['winners.rolled'], { day: d }), { c: C.muted })
    s += t(wx + ww - 24, y + 24, 14, g, { a: 'end', c: C.ink })
  })

  // Gift pool grid
  const py = cy + ch + 20
  const ph = H - 24 - py
  s += card(X0, py, CW, ph)
  s += t(X0 + 24, py + 36, 18, L['pool.title'], { w: 700 }) + t(X0 + CW - 24, py + 36, 14, L['pool.left'], { c: C.muted, a: 'end' })
  const won = new Set([0, 1, 2, 4, 5, 7, 8, 10, 11, 13, 14, 16, 17, 19])
  const wonBy = ['Anna', 'Jonas', 'Freja', 'Nils', 'Maja', 'Ingrid', 'Erik', 'Mikkel', 'Sara', 'Sofia', 'Oskar', 'Lars', 'Henrik', 'Emma']
  let wi = 0
  const cols = 10
  const gap = 12
  const cellW = (CW - 48 - (cols - 1) * gap) / cols
  const cellH = (ph - 64 - gap) / 2
  const boxCols = [C.red, C.blue, C.green, C.yellow]
  for (let i = 0; i < 20; i++) {
    const x = X0 + 24 + (i % cols) * (cellW + gap)
    const y = py + 52 + Math.floor(i / cols) * (cellH + gap)
    const isWon = won.has(i)
    const bc = boxCols[i % 4]
    const rc = bc === C.yellow ? C.red : C.yellow
    s += `<rect x="${round(x)}" y="${round(y)}" width="${round(cellW)}" height="${round(cellH)}" rx="10" fill="${isWon ? C.surface : C.white}" stroke="${isWon ? C.ink : bc}" stroke-opacity="${isWon ? 0.08 : 0.6}" stroke-width="${isWon ? 1 : 2}"/>`
    const bx = round(x + cellW / 2 - 14)
    const by = round(y + 12)
    s += `<g${isWon ? ' opacity=".35"' : ''}><rect x="${bx}" y="${by + 8}" width="28" height="20" rx="3" fill="${bc}"/><rect x="${bx - 2}" y="${by + 2}" width="32" height="8" rx="2" fill="${bc}"/><rect x="${bx + 11}" y="${by + 2}" width="6" height="26" fill="${rc}"/></g>`
    s += t(round(x + cellW / 2), round(y + cellH - 9), 12, isWon ? wonBy[wi++] : fill(L['pool.gift'], { n: i + 1 }), {
      a: 'middle',
      c: isWon ? C.muted : C.ink,
      w: isWon ? 400 : 700,
    })
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${FONT}">${s}</svg>`
}

export default async function dashboard() {
  const text = dashboardText()
  for (const [lang, L] of Object.entries(text)) {
    const widths = {
      titleW: await textWidth(L.title, 26, true),
      statusW: await textWidth(L.status, 14, true),
      inviteW: await textWidth(L.invite, 15, true),
      exportW: await textWidth(L.export, 15, false),
      averageW: await textWidth(L['chart.average'], 13, false),
      rollsW: await textWidth(L['chart.rolls'], 13, false),
    }
    const dash = await sharp(Buffer.from(dashboardSvg(L, widths)))
      .png()
      .toBuffer()
    for (const w of [640, 960, 1280]) {
      const h = (w / 16) * 10
      const img = () => sharp(dash).resize(w, h, { kernel: 'lanczos3' })
      await out(`images/dashboard-${lang}-${w}.avif`, await img().avif({ quality: 55, effort: 6, chromaSubsampling: '4:4:4' }).toBuffer())
      await out(`images/dashboard-${lang}-${w}.webp`, await img().webp({ quality: 76, effort: 6, smartSubsample: true }).toBuffer())
    }
  }
  await out('images/dashboard-text.json', Buffer.from(`${JSON.stringify(text, null, 2)}\n`))
}
