import { describe, expect, it } from 'vitest'
import { SOFT_HYPHEN, plainName, plainNamesHtml } from './plain-names'

const S = SOFT_HYPHEN

describe('names without soft hyphens', () => {
  it('names a link, button, summary or heading whose text has one with the same words without it', () => {
    expect(plainNamesHtml(`<a href="/no/">Personvern${S}erklæring</a>`)).toBe(
      `<a aria-label="Personvernerklæring" href="/no/">Personvern${S}erklæring</a>`,
    )
    for (const tag of ['button', 'summary', 'h1', 'h6'])
      expect(plainNamesHtml(`<${tag} class="x">Kun nød${S}vendige</${tag}>`)).toBe(
        `<${tag} aria-label="Kun nødvendige" class="x">Kun nød${S}vendige</${tag}>`,
      )
  })

  it('leaves text without one, other elements and elements named otherwise as they are', () => {
    for (const html of [
      '<a href="/">Kontakt oss</a>',
      `<p>Personvern${S}erklæring</p>`,
      `<button aria-label="Lukk">Abonne${S}ment</button>`,
      `<h2 aria-labelledby="t">Abonne${S}ment</h2>`,
    ])
      expect(plainNamesHtml(html)).toBe(html)
  })

  it('takes the words a screen reader takes: hidden text out, visually hidden text and alt text in, blocks apart', () => {
    expect(
      plainNamesHtml(
        `<a href="/x"><svg aria-hidden="true"><path d="M0"/></svg>Les personvern${S}erklæringen<span class="vh"> (ny fane)</span></a>`,
      ),
    ).toContain('aria-label="Les personvernerklæringen (ny fane)"')
    expect(plainNamesHtml(`<a href="/x"><img src="i.png" alt="Logo"><div>Abonne${S}ment</div><div>nå</div></a>`)).toContain(
      'aria-label="Logo Abonnement nå"',
    )
  })

  it('names a control inside a hidden part too: the part may be shown later (the cookie banner)', () => {
    expect(plainNamesHtml(`<a href="/"><span class="a hidden b">Abonne${S}ment</span></a>`)).toContain('aria-label="Abonnement"')
    expect(plainNamesHtml(`<div hidden=""><button>Bare nød${S}vendige</button></div>`)).toBe(
      `<div hidden=""><button aria-label="Bare nødvendige">Bare nød${S}vendige</button></div>`,
    )
  })

  it('leaves a heading around a control to the control (a labelled heading can hide it), and raw text alone', () => {
    expect(plainNamesHtml(`<h3><a href="/x">Kompetens${S}utveckling</a> i dag</h3>`)).toBe(
      `<h3><a aria-label="Kompetensutveckling" href="/x">Kompetens${S}utveckling</a> i dag</h3>`,
    )
    const raw = `<script type="application/json">{"a":"<button>Abonne${S}ment</button>"}</script><!-- <a>x${S}y</a> --><style>a>b{}</style>`
    expect(plainNamesHtml(raw)).toBe(raw)
  })

  it('leaves alone what it cannot name for sure: a part that names itself, an SVG, an element a script renames', () => {
    for (const html of [
      `<a href="/"><span aria-label="Logo"></span>Abonne${S}ment</a>`,
      `<a href="/"><svg role="img"><title>Logo</title></svg>Abonne${S}ment</a>`,
      `<button data-live-name="">Pause${S}knap</button>`,
    ])
      expect(plainNamesHtml(html)).toBe(html)
    expect(plainNamesHtml(`<a href="/"><svg aria-hidden="true"><title>x</title></svg>Abonne${S}ment</a>`)).toContain(
      'aria-label="Abonnement"',
    )
  })

  it('reads attributes in either quote, and keeps a no-break space and a word break as they are', () => {
    expect(plainNamesHtml(`<a href='/' aria-label='Egen'>Abonne${S}ment</a>`)).not.toContain('aria-label="')
    expect(plainNamesHtml(`<a href="/">2\u00a0600 Abonne${S}<wbr>ment</a>`)).toContain('aria-label="2\u00a0600 Abonnement"')
  })

  it('names a part named by other text that has one by aria-label instead, wherever that text is', () => {
    expect(plainNamesHtml(`<section aria-labelledby="t" hidden=""><p id="t">Informasjons${S}kapsler</p></section>`)).toBe(
      `<section aria-label="Informasjonskapsler" hidden=""><p id="t">Informasjons${S}kapsler</p></section>`,
    )
    const plain = '<div role="dialog" aria-labelledby="t"></div><h2 id="t">Kontakt oss</h2>'
    expect(plainNamesHtml(plain)).toBe(plain)
    // A heading the pass labels is read by its label: nothing to change where it is referred to.
    expect(plainNamesHtml(`<section aria-labelledby=" t"><h2 id="t">Abonne${S}ment</h2></section>`)).toContain(
      '<section aria-labelledby=" t">',
    )
  })

  it('leaves islands to name their own: their markup must be what their script renders', () => {
    const island = `<div data-island="Pricing"><button role="tab">Abonne${S}ment</button></div>`
    expect(plainNamesHtml(island)).toBe(island)
  })

  it('gives an island the same label the page pass gives, or none without a soft hyphen', () => {
    expect(plainName(`Abonne${S}ment  `)).toBe('Abonnement')
    expect(plainName('Abonnement')).toBeUndefined()
  })
})
