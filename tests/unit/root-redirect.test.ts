// Runs the very string the root page inlines, with stand-ins for the browser objects it reads.
import { describe, expect, it } from 'vitest'
import { ROOT_REDIRECT_SCRIPT } from '../../components/lib/root-redirect'

function run({ stored = null as string | null, languages = [] as string[], htmlLang = 'en', storageThrows = false, hash = '' } = {}) {
  let target = ''
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError')
      return key === 'i18nextLng' ? stored : null
    },
  }
  const navigator = { languages, language: languages[0] }
  const document = { documentElement: { getAttribute: () => htmlLang } }
  const location = { search: '', hash, replace: (url: string) => (target = url) }
  new Function('localStorage', 'navigator', 'document', 'location', ROOT_REDIRECT_SCRIPT)(localStorage, navigator, document, location)
  return target
}

describe('root redirect script', () => {
  it('prefers the stored choice', () => expect(run({ stored: 'sv', languages: ['da-DK'] })).toBe('/sv/'))
  it('ignores a stored value that is not one of ours', () => expect(run({ stored: 'qaa', languages: ['da-DK'] })).toBe('/da/'))
  it('then follows the browser languages in order', () => expect(run({ languages: ['fr-FR', 'nb-NO', 'da'] })).toBe('/no/'))
  it('maps nn and no to Norwegian', () => {
    expect(run({ languages: ['nn-NO'] })).toBe('/no/')
    expect(run({ languages: ['no'] })).toBe('/no/')
  })
  it('falls back to English', () => expect(run({ languages: ['fr-FR'] })).toBe('/en/'))
  it('survives blocked storage', () => expect(run({ storageThrows: true, languages: ['sv-SE'] })).toBe('/sv/'))
  it('keeps the hash', () => expect(run({ languages: ['da'], hash: '#pricing' })).toBe('/da/#pricing'))
})
