import type { RenderedChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Chromium's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): V8 compiles every
 * function of the file while it downloads, on a background thread, instead of each one on the main
 * thread at its first call, in the middle of drawing the page.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** Chunks whose code mostly runs later if ever (the admin panel, GraphiQL): compiled lazily, as usual. */
const LAZY_PAGES = new Set(['AdminPage', 'GraphiQLPage']);
/** The app's own code, which the public pages run as they load. */
const APP_CODE = /[\\/]client[\\/]src[\\/]/;

function wantsHint(chunk: RenderedChunk): boolean {
  if (LAZY_PAGES.has(chunk.name)) return false;
  return chunk.name === 'framework' || chunk.moduleIds.some((id) => APP_CODE.test(id));
}

/**
 * Build only. Puts the compile hint at the top of the framework chunk and of every chunk of the
 * app's own code except the admin panel's and GraphiQL's. The hint goes in as a banner (so the
 * file's hash covers it); Vite later puts its preload map above it, so it is moved back to line 1.
 */
export function compileHints(): Plugin {
  return {
    name: 'pepper-atlas:compile-hints',
    apply: 'build',
    enforce: 'post',
    outputOptions(options) {
      return { ...options, postBanner: (chunk: RenderedChunk) => (wantsHint(chunk) ? COMPILE_HINT : '') };
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || file.code.startsWith(COMPILE_HINT)) continue;
          const at = file.code.indexOf(`\n${COMPILE_HINT}\n`);
          if (at >= 0) file.code = `${COMPILE_HINT}\n${file.code.slice(0, at + 1)}${file.code.slice(at + COMPILE_HINT.length + 2)}`;
        }
      },
    },
  };
}
