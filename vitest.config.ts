import { defineConfig } from 'vitest/config';

// Unit tests sit beside their code; tests/ holds what crosses boundaries and
// has its own configs (api: the server over HTTP; browser and e2e: Chromium).
export default defineConfig({
  test: {
    include: ['shared/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'host/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    environment: 'node',
  },
});
