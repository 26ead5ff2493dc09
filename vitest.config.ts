import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  define: { __ANALYTICS__: 'null' },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'components/**/*.test.{ts,tsx}', 'pages/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Component tests opt into a DOM with `// @vitest-environment jsdom` at the top of the file.
    restoreMocks: true,
  },
})
