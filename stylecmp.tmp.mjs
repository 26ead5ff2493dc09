// Compare computed styles of every element between two builds, on a set of pages and widths.
import { chromium } from '@playwright/test'
import { startStaticServer } from '/work/main/scripts/static-server.mjs'
const [a, b] = [process.argv[2], process.argv[3]]
const pages = (process.argv[4] ?? '/en/,/da/contact/,/sv/use-cases/events-activities/,/no/become-a-partner/,/en/privacy-policy/,/en/404.html,/,/da/early-access/,/sv/sign-in/').split(',')
const sa = await startStaticServer({ root: a, port: 0 }), sb = await startStaticServer({ root: b, port: 0 }); sa.url = `http://127.0.0.1:${sa.port}`; sb.url = `http://127.0.0.1:${sb.port}`
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] })
let diffs = 0
for (const width of [375, 1280]) for (const p of pages) {
  const snap = async (base) => { const pg = await browser.newPage({ viewport: { width, height: 800 } }); await pg.goto(base + p, { waitUntil: 'load' }); const r = await pg.evaluate(() => { const props = ['display','position','margin','padding','border','width','height','color','background-color','font-size','font-weight','line-height','gap','grid-template-columns','flex-direction','box-shadow','text-align','max-width','visibility','opacity','z-index','top'];
    return [...document.querySelectorAll('body *')].map((e, i) => { const cs = getComputedStyle(e); return e.tagName + '.' + e.className + ' ' + props.map(k => cs.getPropertyValue(k)).join('|') }) }); await pg.close(); return r }
  const [x, y] = [await snap(sa.url), await snap(sb.url)]
  let n = 0; for (let i = 0; i < Math.max(x.length, y.length); i++) if (x[i] !== y[i]) { if (n++ < 3) console.log(width, p, '\n A', x[i], '\n B', y[i]) }
  diffs += n; console.log(width, p, n, 'elements differ of', x.length)
}
await browser.close(); sa.close?.(); sb.close?.(); process.exit(0)
