import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
    rolldownOptions: {
      onwarn(warning, defaultHandler) {
        // GraphiQL's packages carry React Compiler "use no memo" directives, harmless once bundled.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.id?.includes('node_modules')) return;
        defaultHandler(warning);
      },
    },
  },
});
