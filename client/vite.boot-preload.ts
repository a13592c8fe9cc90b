import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { DEFAULT_LANGUAGE, DEFAULT_THEME, directionOf, LANGUAGES, STORAGE_KEYS, THEMES } from '@pepper-atlas/domain';
import { FRAME_NAMESPACES, ROUTES } from './src/app/routeTable';

/** `assets/x-123.js` -> `x-123.js`: the boot script puts the folder back (a shorter manifest). */
const ASSETS = 'assets/';
function shortName(fileName: string): string {
  if (!fileName.startsWith(ASSETS)) throw new Error(`boot-preload: ${fileName} is not in ${ASSETS}`);
  return fileName.slice(ASSETS.length);
}

/** `forum/topic/:id` -> a regular expression source for the pathname. */
function pathPattern(path: string): string {
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 0) return '^//?$';
  // An optional segment (":slug?") may be absent, slash and all.
  const segment = (part: string) =>
    part.startsWith(':') ? (part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  return `^${parts.map(segment).join('')}/?$`;
}

/** What the boot script preloads for a route: its scripts and its style sheets. */
interface PageFiles {
  js: string[];
  css: string[];
}

/**
 * The chunk a dynamic import of `src/pages/<page>.tsx` produces, every chunk it imports statically,
 * and the style sheets of those chunks (Vite would only request them once the page's import runs).
 */
function pageFiles(bundle: OutputBundle, chunk: OutputChunk, initial: Set<string>): PageFiles {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (fileName: string) => {
    if (js.has(fileName) || initial.has(fileName)) return;
    js.add(fileName);
    const next = bundle[fileName];
    if (next?.type !== 'chunk') return;
    next.viteMetadata?.importedCss.forEach((sheet) => css.add(sheet));
    next.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return { js: [...js].map(shortName), css: [...css].map(shortName) };
}

/**
 * Build only. A tiny inline script at the top of index.html starts, as the HTML arrives, the
 * downloads the app would otherwise make one after another: the current route's page chunk (pages
 * are lazy) with its style sheets, and the translation files of the frame and of the page, in the stored language; and
 * sets the page's language, direction and theme at once (no right-to-left or light flash for English
 * readers or dark-theme users). The
 * links go into the page in one insertion (one by one, each cost the phone's main thread a few ms).
 * A page the server rendered (`<html data-ssr>`) keeps the language it was drawn in; its data is in the HTML
 * (a guest's first data request, which this script once sent itself, is no longer needed), and so are its style
 * sheets (written into it: preloading them would only compete with the page for a slow network). Its code (the HTML
 * names none: composePage's `scriptsAfterPaint`) and translations are fetched once the page has been painted (its first
 * contentful paint reported): the reader has the page already, and on a slow network it shows sooner without 180 KB of code sharing the first round
 * trips (Lighthouse's simulation of a phone counted every script that had arrived before the first paint as holding
 * it up). A hidden tab, which paints nothing, fetches them at once; any tab within a second.
 */
export function bootPreload(): Plugin {
  return {
    name: 'pepper-atlas:boot-preload',
    enforce: 'post',
    apply: 'build',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      // What the page starts with: the chunks its module scripts name (the entry's, or, when the entry module went into
      // the frame's chunk with nothing left beside it, each chunk it needs), with what they import.
      const scripts = html?.type === 'asset' ? [...String(html.source).matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+)"/g)].map((m) => m[1]) : [];
      const entries = Object.values(bundle).filter(
        (file): file is OutputChunk => file.type === 'chunk' && (file.isEntry || scripts.includes(file.fileName)),
      );
      if (!html || html.type !== 'asset' || entries.length === 0) throw new Error('boot-preload: index.html or the entry chunk is missing');
      /** A chunk and every chunk it imports, directly or not, added to `into`. */
      const closure = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        const next = bundle[fileName];
        if (next?.type === 'chunk') for (const name of next.imports) closure(name, into);
        return into;
      };
      const initial = new Set<string>();
      for (const entry of entries) closure(entry.fileName, initial);
      // One module script in the HTML: the chunk that imports the others. (Without the preload polyfill the entry module
      // sits in the frame's chunk, and the HTML would also name the runtime and the framework: fetched at once, at a high
      // priority, beside what the first paint needs. Imported by the frame, they come a moment later.)
      const root = scripts.find((candidate) => {
        const reached = closure(candidate);
        return scripts.every((other) => reached.has(other));
      });
      const entry = root ?? entries[0].fileName;
      if (root && scripts.length > 1)
        html.source = String(html.source).replace(/[ \t]*<script type="module"[^>]*\ssrc="\/([^"]+)"><\/script>\n?/g, (tag, src: string) =>
          src === root ? tag : '',
        );

      const pages: Record<string, PageFiles> = {};
      const locales: Record<string, Record<string, string>> = {};
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.isDynamicEntry && file.facadeModuleId) {
          const page = /\/src\/pages\/(\w+)\.tsx$/.exec(file.facadeModuleId)?.[1];
          if (page) pages[page] = pageFiles(bundle, file, initial);
        }
        if (file.type === 'asset') {
          for (const original of file.originalFileNames ?? []) {
            const match = /src\/locales\/(\w+)\/(\w+)\.json$/.exec(original);
            if (match) (locales[match[1]] ??= {})[match[2]] = shortName(file.fileName);
          }
        }
      }
      const routes = ROUTES.filter((route) => route.path !== '*').map((route) => ({
        pattern: pathPattern(route.path),
        js: pages[route.page]?.js ?? [],
        css: pages[route.page]?.css ?? [],
        namespaces: route.namespaces,
      }));
      const dirs = Object.fromEntries(LANGUAGES.map((language) => [language, directionOf(language)]));
      const manifest = {
        // The HTML's module script (which a page the server rendered leaves to this script), and the chunks it imports:
        // fetched beside the page's, not once it has arrived.
        entry: shortName(entry),
        frameJs: [...initial].filter((fileName) => fileName !== entry).map(shortName),
        routes,
        locales,
        frame: FRAME_NAMESPACES,
        key: STORAGE_KEYS.language,
        fallback: DEFAULT_LANGUAGE,
        dirs,
        themeKey: STORAGE_KEYS.theme,
        themes: THEMES,
        theme: DEFAULT_THEME,
      };
      const source = `(function(m){var d=document.documentElement,sr=d.hasAttribute('data-ssr'),l;try{var q=(/[?&]lang=([^&]*)/.exec(location.search)||[])[1];l=m.locales[q]?q:localStorage.getItem(m.key);if(!m.locales[l])l=m.fallback;d.setAttribute('data-js','');if(sr&&m.locales[d.lang])l=d.lang;else{d.lang=l;d.dir=m.dirs[l];}var t=localStorage.getItem(m.themeKey);d.setAttribute('data-theme',m.themes.indexOf(t)<0?m.theme:t);}catch(e){}
function load(){var h=document.createDocumentFragment();function add(href,as){var e=document.createElement('link');if(as){e.rel='preload';e.as=as;}else{e.rel='modulepreload';}e.crossOrigin='anonymous';e.href='/${ASSETS}'+href;h.appendChild(e);}
try{m.frameJs.forEach(function(f){add(f);});var ns=m.frame.slice(),p=location.pathname;for(var i=0;i<m.routes.length;i++){var r=m.routes[i];if(new RegExp(r.pattern).test(p)){if(!sr)r.css.forEach(function(f){add(f,'style');});r.js.forEach(function(f){add(f);});ns=ns.concat(r.namespaces);break;}}
ns.forEach(function(n){if(m.locales[l][n])add(m.locales[l][n],'fetch');});}catch(e){}
if(sr){var s=document.createElement('script');s.type='module';s.crossOrigin='anonymous';s.src='/${ASSETS}'+m.entry;h.appendChild(s);}document.head.appendChild(h);}
if(!sr)load();else{var done=0,go=function(){if(!done){done=1;load();}},later=function(){if(document.hidden)return go();setTimeout(go,1000);try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)setTimeout(go,0);}).observe({type:'paint',buffered:true});}catch(e){requestAnimationFrame(function(){setTimeout(go,0);});}};if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',later);else later();}})(${JSON.stringify(manifest)});`;
      // Inline: no request of its own before anything can start (the server allows it by its hash).
      const boot = `<script>${source.replace(/<\//g, '<\\/')}</script>`;
      html.source = String(html.source).replace('<head>', () => `<head>\n    ${boot}`);
    },
  };
}

/** Build only: a .br and a .gz beside every text asset of 1 KB or more, which the server sends as they are. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pepper-atlas:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|html|json|svg|txt|map)$/.test(file.fileName) || file.fileName.endsWith('.map')) continue;
        const source = Buffer.from(file.type === 'chunk' ? file.code : file.source);
        if (source.length < 1024) continue;
        const path = join(outDir, file.fileName);
        writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}
