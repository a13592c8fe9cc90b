import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootPreload, precompress } from './vite.boot-preload';
import { splitGeneratedDocuments } from './vite.split-documents';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), splitGeneratedDocuments(), bootPreload(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  optimizeDeps: {
    // These modules import Monaco's workers with `?worker`, which only Vite's own pipeline
    // (not the dependency pre-bundler) understands.
    exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'],
  },
  server: {
    proxy: {
      '/graphql': { target: apiTarget, changeOrigin: true },
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The admin panel and the GraphiQL IDE (Monaco editor) are loaded through React.lazy,
    // so they land in their own chunks; only GraphiQL's editor is legitimately this big.
    chunkSizeWarningLimit: 4000,
    // Translation files stay files (fetched by i18next), never inlined into the code as data: URLs.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    rolldownOptions: {
      output: {
        // The libraries every page needs, in one long-cached chunk instead of dozens of small ones.
        // (graphql stays out: GraphiQL uses far more of it than the app does.)
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@apollo[\\/]client|@wry[\\/][^\\/]+|optimism|rxjs|tslib|i18next|react-i18next|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
      onwarn(warning, defaultHandler) {
        // GraphiQL's packages carry React Compiler "use no memo" directives, harmless once bundled.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.id?.includes('node_modules')) return;
        defaultHandler(warning);
      },
    },
  },
});
