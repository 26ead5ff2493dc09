import { describe, expect, it } from 'vitest'
import HYPHENATION from '../../locales/hyphenation.json'
import { LOCALE_CODES } from '../../locales/locales'
import { SOFT_HYPHEN, softHyphenate, softHyphenateHtml, softHyphenateStrings } from './soft-hyphens'

const shown = (text: string) => text.replaceAll(SOFT_HYPHEN, '-')

describe('soft hyphens', () => {
  it('marks the listed joints, in any case and inside a longer word', () => {
    expect(shown(softHyphenate('Personvernerklæring', 'no'))).toBe('Personvern-erklæring')
    expect(shown(softHyphenate('Les personvernerklæringen vår', 'no'))).toBe('Les personvern-erklæringen vår')
  })

  it('leaves other languages and unlisted words alone', () => {
    expect(softHyphenate('Personvernerklæring', 'da')).toBe('Personvernerklæring')
    expect(softHyphenate('Kontakt oss', 'no')).toBe('Kontakt oss')
  })

  it('is idempotent, so text already marked in an island is not marked twice', () => {
    const once = softHyphenate('Abonnement', 'no')
    expect(softHyphenate(once, 'no')).toBe(once)
  })

  it('changes text nodes only: not attributes, scripts, styles or the title', () => {
    const html = '<title>Abonnement</title><p title="Abonnement">Abonnement</p><script>"Abonnement"</script><style>.Abonnement{}</style>'
    expect(shown(softHyphenateHtml(html, 'no'))).toBe(
      '<title>Abonnement</title><p title="Abonnement">Abonne-ment</p><script>"Abonnement"</script><style>.Abonnement{}</style>',
    )
  })

  it('names a link whose text it marks without the mark (./plain-names.ts)', () => {
    expect(shown(softHyphenateHtml('<a href="/no/">Abonnement</a>', 'no'))).toBe('<a aria-label="Abonnement" href="/no/">Abonne-ment</a>')
  })

  it('marks every string in island props, nested', () => {
    expect(shown(JSON.stringify(softHyphenateStrings({ tabs: [{ label: 'Abonnement' }], count: 2 }, 'no')))).toBe(
      '{"tabs":[{"label":"Abonne-ment"}],"count":2}',
    )
  })

  it('leaves identifiers in island props as they are: they name a tab or a plan, they are not read', () => {
    const props = { tabs: [{ id: 'abonnement', label: 'Abonnement' }] }
    expect(shown(JSON.stringify(softHyphenateStrings(props, 'no')))).toBe('{"tabs":[{"id":"abonnement","label":"Abonne-ment"}]}')
  })

  it('leaves props that become attributes as they are: a soft hyphen in an accessible name is read out', () => {
    const props = { tabsLabel: 'Abonnement eller engangskjøp', emailPlaceholder: 'Abonnement', tabs: [{ label: 'Abonnement' }] }
    expect(shown(JSON.stringify(softHyphenateStrings(props, 'no')))).toBe(
      '{"tabsLabel":"Abonnement eller engangskjøp","emailPlaceholder":"Abonnement","tabs":[{"label":"Abonne-ment"}]}',
    )
  })

  it('has a list for every language, each entry with at least one joint', () => {
    for (const code of LOCALE_CODES) {
      const entries = (HYPHENATION as Record<string, unknown>)[code]
      expect(Array.isArray(entries), code).toBe(true)
      for (const entry of entries as string[]) expect(entry, code).toContain('·')
    }
  })
})
