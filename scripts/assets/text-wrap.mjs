// Line wrapping for drawn text, measured with the fonts the SVG renderer uses.
import { textWidth } from './raster.mjs'

/** Greedy word wrap to maxW. */
async function greedy(words, size, bold, maxW) {
  const lines = []
  let line = ''
  for (const w of words) {
    const next = line ? `${line} ${w}` : w
    if (line && (await textWidth(next, size, bold)) > maxW) {
      lines.push(line)
      line = w
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}
/**
 * Balanced wrap: the narrowest width that needs no more lines than a greedy
 * wrap at maxW, so there are no lonely last words. A dash is kept at the end
 * of a line, never left as "— word" at a line end.
 */
export async function wrap(text, size, bold, maxW) {
  const words = text.split(' ')
  // Prefer breaking right after a dash when both halves fit on one line each.
  const d = words.findIndex((w) => w === '–' || w === '—')
  if (d > 0) {
    const a = words.slice(0, d + 1).join(' ')
    const b = words.slice(d + 1).join(' ')
    if ((await textWidth(a, size, bold)) <= maxW && (await textWidth(b, size, bold)) <= maxW) return [a, b]
  }
  const n = (await greedy(words, size, bold, maxW)).length
  let best = await greedy(words, size, bold, maxW)
  for (let w = maxW - 10; w > maxW * 0.5; w -= 10) {
    const l = await greedy(words, size, bold, w)
    if (l.length > n) break
    best = l
  }
  for (let i = 0; i < best.length - 1; i++) {
    const m = best[i].match(/^(.*) ([–—]) (\S+)$/)
    if (m) {
      best[i] = `${m[1]} ${m[2]}`
      best[i + 1] = `${m[3]} ${best[i + 1]}`
    }
  }
  return best
}
