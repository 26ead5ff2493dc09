// The import layers (README, "Layout"), checked by `npm run lint`. From the bottom:
//   foundation  locales/*.ts and components/lib/: the language and route tables, href, the site
//               configuration, i18n set-up, URL and storage helpers. Imports nothing above it.
//   islands kit components/islands/ (not its registry): the server wrapper, the hooks an island uses and the
//               runtime that starts islands with the code the registry names.
//   features    components/<feature>/: one folder per feature or piece of layout. Never a page or the shell.
//   wiring      components/islands/registry.ts (names every island) and components/enhancements/ (the loop
//               that starts small behaviours). Never a page's folder.
//   pages       pages/<route>/: a route's page and its sections. Never the shell.
//   shell       renderer/ and the Vike hooks (pages/+*.ts): renders, routes and starts everything.
// scripts/ and tests/ stand outside the layers and may import any of them.
const FOUNDATION = '^(locales/[^/]+\\.ts$|components/lib/)'
const WIRING = '^components/(islands/registry\\.ts$|enhancements/)'
const SHELL = '^(renderer/|pages/\\+)'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
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
