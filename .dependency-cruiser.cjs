// The import layers (README, "Layout"), checked by `npm run lint`. From the bottom:
//   foundation  locales/*.ts and components/lib/: the language and route tables, href, the site
//               configuration, i18n set-up, URL and storage helpers. Imports nothing above it.
//   islands kit components/islands/: the server wrapper, the hooks an island uses and the runtime that starts
//               islands with the code the wiring names.
//   features    components/<feature>/: one folder per feature or piece of layout, in the floors of
//               COMPONENT_FLOORS: a folder imports only from its own floor and those below. Never a page or
//               the shell.
//   wiring      components/wiring/: names every island's code, and the loop that starts small behaviours.
//   pages       pages/<route>/: a route's page and its sections. Never the shell.
//   shell       renderer/ and the Vike hooks (pages/+*.ts): renders, routes and starts everything.
// scripts/ and tests/ stand outside the layers and may import any of them.
const FOUNDATION = '^(locales/[^/]+\\.ts$|components/lib/)'
const WIRING = '^components/wiring/'

/** Inside components/, from the bottom: what several features read sits below them (the page frame, layout,
 *  stands above the header and forms it holds). A folder may import its own floor and those below. */
const COMPONENT_FLOORS = [
  ['lib'],
  ['analytics', 'islands'],
  ['ui', 'dice'],
  ['cookie-banner', 'header', 'legal', 'signup', 'pricing'],
  ['layout', 'wiring'],
]
const folders = (list) => `^components/(${list.join('|')})/`
const floorRules = COMPONENT_FLOORS.slice(0, -1).map((floor, i) => ({
  name: `components-${floor.join('-')}-imports-up`,
  comment: 'A folder in components/ imports only from its own floor and those below (COMPONENT_FLOORS).',
  severity: 'error',
  from: { path: folders(floor), pathNot: '\\.test\\.tsx?$' },
  to: { path: folders(COMPONENT_FLOORS.slice(i + 1).flat()) },
}))
const SHELL = '^(renderer/|pages/\\+)'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...floorRules,
    {
      name: 'foundation-imports-up',
      comment: 'The foundation is what every part needs; it must not depend on any of them.',
      severity: 'error',
      from: { path: FOUNDATION },
      to: { path: '^(components/|pages/|renderer/)', pathNot: FOUNDATION },
    },
    {
      name: 'feature-imports-page-or-shell',
      comment: 'A feature serves pages; it may not reach into a page folder or the Vike shell.',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^(pages/|renderer/)' },
    },
    {
      name: 'feature-imports-wiring',
      comment: 'Features do not know how they are started: only the shell imports the registry and the start-up loop.',
      severity: 'error',
      from: { path: '^components/', pathNot: `${WIRING}|\\.test\\.tsx?$` },
      to: { path: WIRING, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'page-imports-shell',
      comment: 'A page reads its context through components/lib, never from the Vike shell.',
      severity: 'error',
      from: { path: '^pages/', pathNot: SHELL },
      to: { path: SHELL },
    },
    {
      name: 'product-imports-tests-or-scripts',
      comment: 'What ships never depends on test code or build scripts.',
      severity: 'error',
      from: { path: '^(components|pages|renderer|locales)/' },
      to: { path: '^(tests|scripts)/' },
    },
    {
      name: 'no-circular',
      comment: 'A cycle makes two modules one, types included: a type two modules share belongs below both.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|dist-[^/]+|node_modules|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
}
