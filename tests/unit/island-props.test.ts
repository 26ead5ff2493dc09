// The build moves large island props out of the page (scripts/island-props.mjs): the page keeps an address, the
// file holds exactly the JSON the island would have read inline, and equal props share one file.
import { describe, expect, it } from 'vitest'
import { INLINE_PROPS_MAX, ISLAND_PROPS_DIR, moveIslandProps, unescapeAttribute } from '../../scripts/island-props.mjs'

/** An island wrapper as React writes it: the props JSON escaped into an attribute. */
const island = (props: object) => {
  const json = JSON.stringify(props).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;')
  return `<div class="gr-island" data-island="X" data-props="${json}"><p>x</p></div>`
}

describe('island props', () => {
  it('reads an attribute back to the text React escaped', () => {
    expect(unescapeAttribute('{&quot;a&quot;:&quot;Tom &amp; Jerry&#x27;s &lt;b&gt; &#228;&quot;}')).toBe(`{"a":"Tom & Jerry's <b> ä"}`)
  })

  it('moves large props to a file named by their content and keeps small ones inline', () => {
    const large = { title: 'Rabat på alle planer & "mere"', text: 'x'.repeat(INLINE_PROPS_MAX) }
    const small = { label: 'Menu' }
    const written = new Map<string, string>()
    const { html, moved } = moveIslandProps(island(large) + island(small) + island(large), (name, json) => written.set(name, json))
    expect(moved).toBe(2)
    expect(written.size).toBe(1)
    const [name, json] = [...written][0]!
    expect(JSON.parse(json)).toEqual(large)
    expect(html.match(/data-props-src="([^"]+)"/g)).toEqual([
      `data-props-src="/${ISLAND_PROPS_DIR}/${name}"`,
      `data-props-src="/${ISLAND_PROPS_DIR}/${name}"`,
    ])
    expect(name).toMatch(/^[0-9a-f]{10}\.json$/)
    expect(html).toContain(island(small))
  })

  it('fails the build on props that are not JSON', () => {
    const broken = `<div data-props="{${'x'.repeat(INLINE_PROPS_MAX)}"></div>`
    expect(() => moveIslandProps(broken, () => undefined)).toThrow()
  })
})
