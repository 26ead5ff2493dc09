import { describe, it, expect } from 'vitest'
import { readFileSync } from 'node:fs'
import { factVariables } from '../../components/lib/facts/variables'
import { LOCALES } from '../../locales/locales'

type Block = { p: string } | { ul: string[] }
type Section = { heading: string; blocks: Block[] }
type LegalDoc = { sections: Section[] }
type LegalFile = Record<string, LegalDoc>

const DOC_IDS = ['cookie-policy', 'privacy-policy', 'terms-of-use'] as const
// The site's own details, and the figures every text may state (components/lib/facts/variables.ts).
const ALLOWED_PLACEHOLDERS = ['brand', 'company', 'regNo', 'email', 'phone', ...Object.keys(factVariables('en'))]

// Every legal text a language's entry names (its own, or the English one that applies in its place).
type LegalLanguage = (typeof LOCALES)[number]['legalText']
const LEGAL_LANGUAGES = [...new Set(LOCALES.map((l) => l.legalText))]
const files = Object.fromEntries(
  LEGAL_LANGUAGES.map((lang) => [lang, JSON.parse(readFileSync(`locales/legal/${lang}.json`, 'utf8')) as LegalFile]),
) as Record<LegalLanguage, LegalFile>

function getDoc(lang: LegalLanguage, id: string): LegalDoc {
  const doc = files[lang][id]
  if (!doc) throw new Error(`Missing document "${id}" in ${lang}`)
  return doc
}

function blockKind(block: Block): 'p' | 'ul' {
  const keys = Object.keys(block)
  if (keys.length !== 1) throw new Error(`Block must have exactly one key, got: ${keys.join(', ')}`)
  if ('p' in block && typeof block.p === 'string') return 'p'
  if ('ul' in block && Array.isArray(block.ul)) return 'ul'
  throw new Error(`Unknown block: ${JSON.stringify(block)}`)
}

/** Every text string in a document: headings, paragraphs and list items. */
function textsOf(doc: LegalDoc): string[] {
  const out: string[] = []
  for (const section of doc.sections) {
    out.push(section.heading)
    for (const block of section.blocks) {
      if (blockKind(block) === 'p') out.push((block as { p: string }).p)
      else out.push(...(block as { ul: string[] }).ul)
    }
  }
  return out
}

function fullText(lang: LegalLanguage, id: string): string {
  return textsOf(getDoc(lang, id)).join('\n')
}

describe('legal texts', () => {
  it('both languages contain exactly the three documents', () => {
    for (const lang of LEGAL_LANGUAGES) {
      expect(Object.keys(files[lang]).sort()).toEqual([...DOC_IDS])
    }
  })

  it('every document has 7-12 sections and the same structure in both languages', () => {
    for (const id of DOC_IDS) {
      const enDoc = getDoc('en', id)
      const daDoc = getDoc('da', id)
      expect(Array.isArray(enDoc.sections)).toBe(true)
      expect(Array.isArray(daDoc.sections)).toBe(true)
      expect(enDoc.sections.length).toBeGreaterThanOrEqual(7)
      expect(enDoc.sections.length).toBeLessThanOrEqual(12)
      expect(daDoc.sections.length, `section count of ${id}`).toBe(enDoc.sections.length)

      enDoc.sections.forEach((enSection, i) => {
        const daSection = daDoc.sections[i]
        expect(daSection, `${id} section ${i}`).toBeDefined()
        if (!daSection) return
        expect(enSection.blocks.length, `${id} section ${i} has blocks`).toBeGreaterThan(0)
        expect(daSection.blocks.map(blockKind), `${id} section ${i} block kinds`).toEqual(enSection.blocks.map(blockKind))
      })
    }
  })

  it('every text is a non-empty plain string', () => {
    for (const lang of LEGAL_LANGUAGES) {
      for (const id of DOC_IDS) {
        const doc = getDoc(lang, id)
        for (const section of doc.sections) {
          for (const block of section.blocks) {
            if (blockKind(block) === 'ul') {
              expect((block as { ul: string[] }).ul.length, `${lang}/${id}: empty list`).toBeGreaterThan(0)
            }
          }
        }
        for (const text of textsOf(doc)) {
          expect(typeof text).toBe('string')
          expect(text.trim().length, `${lang}/${id}: empty text`).toBeGreaterThan(0)
          // Plain text only: no HTML tags or Markdown emphasis/links.
          expect(text, `${lang}/${id}: markup in "${text}"`).not.toMatch(/<\/|<(a|br|p|strong|em|b|i|ul|li)\b|\*\*|\]\(/i)
        }
      }
    }
  })

  it('uses only the allowed placeholders', () => {
    for (const lang of LEGAL_LANGUAGES) {
      for (const id of DOC_IDS) {
        for (const text of textsOf(getDoc(lang, id))) {
          for (const match of text.matchAll(/\{\{([^{}]*)\}\}/g)) {
            expect(ALLOWED_PLACEHOLDERS, `${lang}/${id}: placeholder ${match[0]}`).toContain(match[1])
          }
          const rest = text.replace(/\{\{([^{}]*)\}\}/g, '')
          expect(rest, `${lang}/${id}: stray braces in "${text}"`).not.toMatch(/\{\{|\}\}/)
        }
      }
    }
  })

  it('privacy and cookie texts mention consent, the EU and 12 months', () => {
    for (const id of ['privacy-policy', 'cookie-policy']) {
      const enText = fullText('en', id)
      expect(enText).toMatch(/consent/i)
      expect(enText).toMatch(/\bEU\b/)
      expect(enText).toContain('12 months')

      const daText = fullText('da', id)
      expect(daText).toMatch(/samtykke/i)
      expect(daText).toMatch(/\bEU\b/)
      expect(daText).toContain('12 måneder')
    }
  })

  it('terms of use mention Danish law and 30 days notice', () => {
    const enText = fullText('en', 'terms-of-use')
    expect(enText).toContain('Danish law')
    expect(enText).toContain('30 days')

    const daText = fullText('da', 'terms-of-use')
    expect(daText).toContain('dansk ret')
    expect(daText).toContain('30 dage')
  })
})
