import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const INCLUDE = ['tests/unit/**/*.test.{ts,tsx}', 'components/**/*.test.{ts,tsx}', 'pages/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,tsx}']

// Files whose code under test keeps state in its module (listeners bound to the document it was first imported
// into, say): each needs a module graph and a DOM of its own. They fail when another file has imported the same
// module first, so they run isolated.
const KEEP_MODULE_STATE = ['components/islands/scheduling.test.tsx', 'components/cookie-banner/banner-reveal.test.ts']

export default defineConfig({
  plugins: [react()],
  define: { __ANALYTICS__: 'null' },
  test: {
    environment: 'node',
    // Component tests opt into a DOM with `// @vitest-environment jsdom` at the top of the file.
    restoreMocks: true,
    projects: [
      // The rest share each worker's module graph and environment instead of building both again for every file
      // (about 8 s instead of 28 here); each file still resets what it changes (storage, the DOM, mocks).
      {
        extends: true,
        test: { name: 'shared', include: INCLUDE, exclude: KEEP_MODULE_STATE, isolate: false, sequence: { groupOrder: 0 } },
      },
      { extends: true, test: { name: 'isolated', include: KEEP_MODULE_STATE, isolate: true, sequence: { groupOrder: 1 } } },
    ],
  },
})
