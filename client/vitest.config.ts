import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test', isSsrBuild: false }),
  defineConfig({
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      restoreMocks: true,
      // CI machines run these beside a busy server build: a 1-second test locally can take several there.
      testTimeout: 30_000,
      hookTimeout: 30_000,
      unstubGlobals: true,
    },
  }),
);
