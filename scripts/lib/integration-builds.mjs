// The builds that talk to the loopback stand-in (tests/support/fake-endpoint.mjs): the integration suite's
// (Chromium) and the engines' (Firefox ESR and WebKit). Each has its own folder and its own stand-in, whose port
// is baked into the build, so the two suites run side by side (scripts/test-all.mjs) without reading or wiping
// each other's recorded requests.
export const INTEGRATION_BUILDS = {
  integrations: { distDir: 'dist-integrations', endpointPort: 4390 },
  engines: { distDir: 'dist-engines', endpointPort: 4392 },
}

/** @typedef {keyof typeof INTEGRATION_BUILDS} IntegrationBuild */
