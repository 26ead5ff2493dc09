// Builds the variant the integration tests use: analytics and the webhook pointed at the loopback
// stand-in, the training use case switched on (to test the coming-soon flag's other state) and the rating
// switched off (RATING_COUNT=0: no rating on the page nor in the structured data).
import { execSync } from 'node:child_process'

const endpoint = `http://127.0.0.1:${process.env.FAKE_ENDPOINT_PORT ?? 4390}`
execSync('npm run build', {
  stdio: 'inherit',
  env: {
    ...process.env,
    DIST_DIR: process.env.DIST_DIR ?? 'dist-integrations',
    POSTHOG_KEY: 'phc_integration_test',
    POSTHOG_HOST: `${endpoint}/ph`,
    SIGNUP_WEBHOOK_URL: `${endpoint}/hook`,
    USE_CASE_TRAINING_DEVELOPMENT_ACTIVE: 'true',
    RATING_COUNT: '0',
  },
})
