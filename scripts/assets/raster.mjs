// sharp, set up once for stable output, plus PNG encoding and text measuring.
import sharp from 'sharp'
import { C } from './palette.mjs'
import { esc } from './util.mjs'

// Keep the generated files stable between runs and machines.
sharp.cache(false)
sharp.concurrency(1)

export { sharp }

export async function png(svg, opts = {}) {
  let img = sharp(Buffer.from(svg))
  if (opts.opaque) img = img.flatten({ background: C.blue }).removeAlpha()
  return img.png({ compressionLevel: 9, palette: opts.palette ?? true, quality: 100, effort: 10 }).toBuffer()
}

/** Width in px of a line rendered by Pango with the same fonts rsvg uses. */
export async function textWidth(text, size, bold) {
  const font = `DejaVu Sans${bold ? ' Bold' : ''} ${size}`
  const { width } = await sharp({ text: { text: esc(text), font, dpi: 72 } }).metadata()
  return width
}
