// The pseudo language's strings (locales/pseudo.ts): every letter accented, about 35 % longer, between visible
// markers, with placeholders, markup and entities kept as they are.
import { describe, expect, it } from 'vitest'
import { pseudoLocalize, pseudoMessages } from '../../locales/pseudo'

describe('pseudoLocalize', () => {
  it('accents every letter and keeps placeholders, markup and entities', () => {
    const out = pseudoLocalize('Hello {{brand}}, write to <mail>us</mail> &amp; smile')
    expect(out.startsWith('⟦') && out.endsWith('⟧')).toBe(true)
    expect(out).toContain('{{brand}}')
    expect(out).toContain('<mail>')
    expect(out).toContain('</mail>')
    expect(out).toContain('&amp;')
    expect(out.replace(/\{\{[^}]+\}\}|<[^>]+>|&[a-z]+;/g, '')).not.toMatch(/[A-Za-z]/)
  })

  it('makes a string about 35 % longer', () => {
    const text = 'Roll the dice to unlock early access for your team'
    const visible = pseudoLocalize(text).slice(1, -1)
    expect(visible.length / text.length).toBeGreaterThan(1.25)
    expect(visible.length / text.length).toBeLessThan(1.45)
  })

  it('leaves empty strings and non-strings alone, and converts lists', () => {
    expect(pseudoLocalize('  ')).toBe('  ')
    expect(pseudoMessages({ a: ['One', 'Two'], n: 3 })).toEqual({ a: [pseudoLocalize('One'), pseudoLocalize('Two')], n: 3 })
  })
})
