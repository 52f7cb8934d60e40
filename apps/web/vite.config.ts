import { defineConfig } from 'vitest/config';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, loadEnv, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { build as bundle } from 'rolldown';
// Plain modules of the contract (no imports at run time), read by this file before any build.
import { DEFAULT_LANG, LANGS, LANG_LOCALE, RTL_LANGS } from '../../packages/contract/src/lang';
import { routes as apiRoutes } from '../../packages/contract/src/routes';

// The API server (apps/server) in development; in production it serves this app itself.
const API_TARGET = 'http://127.0.0.1:8080';
const apiProxy = {
  '/api': { target: API_TARGET, changeOrigin: true },
  '/v1': { target: API_TARGET, changeOrigin: true, ws: true },
};

type WithCss = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * The routes whose page chunk is fetched beside the entry when the app opens on them. Both show
 * the instrument list, which is asked for at once too (src/api/early.ts).
 */
const FIRST_SCREENS: Record<string, string> = {
  '/': '/src/features/home/HomePage.tsx',
  '/trade': '/src/features/trade/TradePage.tsx',
};

/**
 * Code a first screen loads lazily right after its first paint (trade's chart and order form). The
 * loader asks for it last, after the page and its texts, so that Vite's preload helper finds every
 * dependency already asked for when the page imports it, instead of adding a link for each in one
 * task while the page renders (about a millisecond each on a slow phone). Its stylesheets are left
 * to the helper: the app's start does not wait for them.
 */
const FIRST_SCREEN_LAZY: Record<string, string[]> = {
  '/trade': ['/src/features/trade/CandleChart.tsx', '/src/features/trade/OrderForm.tsx'],
};

/** The module the entry (src/main.tsx) starts the app with, in a task of its own. */
const BOOT_MODULE = '/src/app/boot.tsx';

/**
 * The first screen's code and texts load beside the entry script instead of after it: a small
 * inline script in index.html reads the route (the hash) and the stored language, and after the
 * first frame (the home outline, when the app opens on home) loads the entry with modulepreload
 * links for its imports, that page's chunks, the language's texts and antd-mobile's locale. On a
 * slow phone network this takes round trips off the first screen (docs/performance.md).
 */
function preloadFirstScreen(): Plugin {
  // The instrument list is asked for early only where the app asks the page's own origin
  // (src/api/baseUrl.ts: neither VITE_API_BASE nor VITE_API_HOST_MODE set).
  let sameOriginApi = true;
  return {
    name: 'leverline-preload-first-screen',
    apply: 'build',
    configResolved(config) {
      const env = { ...loadEnv(config.mode, config.envDir || config.root, 'VITE_'), ...process.env };
      sameOriginApi = !env.VITE_API_BASE?.trim() && !env.VITE_API_HOST_MODE?.trim();
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return html;
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        // What the entry already loads statically needs no second link.
        const loaded = new Set<string>();
        // A chunk's imports come before it, as Vite orders their stylesheets.
        const walk = (file: string, into: Set<string>, seen = new Set<string>()) => {
          if (into.has(file) || seen.has(file)) return;
          seen.add(file);
          for (const dep of byFile.get(file)?.imports ?? []) walk(dep, into, seen);
          into.add(file);
        };
        walk(entry.fileName, loaded);
        const chunkOf = (suffix: string) => chunks.find((c) => c.facadeModuleId?.endsWith(suffix));
        const filesOf = (chunk: Rollup.OutputChunk | undefined): string[] => {
          if (!chunk) return [];
          const files = new Set<string>();
          walk(chunk.fileName, files);
          return [...files].filter((f) => !loaded.has(f));
        };
        // The app's own start (src/app/boot.tsx), which the entry imports in its second task: it is
        // fetched with the entry, as if the entry imported it.
        const boot = chunkOf(BOOT_MODULE);
        if (!boot) throw new Error(`${BOOT_MODULE}: its chunk was not found`);
        const bootDeps = filesOf(boot);
        for (const f of bootDeps) loaded.add(f);
        const pageFiles = Object.entries(FIRST_SCREENS).map(([route, module]) => [route, filesOf(chunkOf(module))] as const);
        const href = (files: Iterable<string>) => [...files].map((f) => `./${f}`);
        const cssOf = (files: Iterable<string>) =>
          [...files].flatMap((f) => [...((byFile.get(f) as WithCss | undefined)?.viteMetadata?.importedCss ?? [])]);
        const routes = Object.fromEntries(pageFiles.map(([route, files]) => [route, href(files)]));
        const lazyFiles = Object.fromEntries(
          Object.entries(FIRST_SCREEN_LAZY).map(([route, modules]) => {
            const page = new Set(pageFiles.find(([r]) => r === route)?.[1] ?? []);
            const files = new Set(
              modules.flatMap((module) => {
                const chunk = chunkOf(module);
                if (!chunk) throw new Error(`${module}: its chunk was not found`);
                return filesOf(chunk);
              }),
            );
            return [route, href([...files].filter((f) => !page.has(f)))];
          }),
        );
        // The stylesheets of those chunks, which Vite would otherwise add only once the page's code
        // has run.
        const routeStyles = Object.fromEntries(pageFiles.map(([route, files]) => [route, href(new Set(cssOf(files)))]));
        // Each language's texts, and antd-mobile's locale as src/i18n/antdLocale.ts maps it.
        const antdLocales = new Map(
          [...fs.readFileSync(new URL('./src/i18n/antdLocale.ts', import.meta.url), 'utf8').matchAll(/(\w+): \(\) => import\('antd-mobile\/es\/locales\/([\w-]+)'\)/g)].map(
            (m) => [m[1], m[2]],
          ),
        );
        const localeChunks = chunks.flatMap((c) => {
          const lang = /\/src\/i18n\/locales\/(\w+)\.json$/.exec(c.facadeModuleId ?? '')?.[1];
          return lang ? [[lang, c] as const] : [];
        });
        const langs = Object.fromEntries(
          localeChunks.map(([lang, c]) => [
            lang,
            href([...filesOf(c), ...filesOf(chunkOf(`/antd-mobile/es/locales/${antdLocales.get(lang)}.js`))]),
          ]),
        );
        // Each language's texts alone (a module whose default export is the locale file).
        const texts = Object.fromEntries(localeChunks.map(([lang, c]) => [lang, `./${c.fileName}`]));
        // Trade's outline filler (src/ui/tradeOutline.ts), bundled on its own into the loader.
        const outline = await bundle({
          input: fileURLToPath(new URL('./src/ui/tradeOutline.ts', import.meta.url)),
          write: false,
          resolve: { conditionNames: ['source', 'import', 'default'] },
          output: { format: 'iife', name: 'o', minify: true },
        });
        // `var o = (function (exports) {…})({})`: declared inside the loader's fill function.
        const outlineCode = outline.output[0].code.trim().replace(/;$/, '');
        // The entry script and its preloads, as Vite wrote them, move into the loader below.
        const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
        const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
        const entrySrc = entryTag.exec(html)?.[1];
        if (!entrySrc) throw new Error('index.html: the entry script tag Vite writes was not found');
        const entryDeps = [...html.matchAll(preloadTag)].map((m) => m[1]).concat(href(bootDeps));
        const styleTag = /\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g;
        // The entry's styles as Vite wrote them, then those of the app's start (which brings the
        // app's own stylesheet, after antd-mobile's).
        const styles = [...new Set([...html.matchAll(styleTag)].map((m) => m[1]).concat(href(cssOf(bootDeps))))];
        const page = html.replace(entryTag, '').replace(preloadTag, '').replace(styleTag, '');
        // Runs in the head. On home, the outline (styled inline) is painted before anything else is
        // asked for: loading starts at its first paint, or 100 ms after the first frame at the
        // latest. On trade, the instrument list and the language's texts come first, fill the
        // outline with the real quote (src/ui/tradeOutline.ts), and loading starts once that is
        // painted, or a second after the first frame at the latest. Elsewhere, and in a hidden tab,
        // which paints nothing, it starts at once. Then the
        // app's and the page's styles, the entry and its imports, the route's page and the language
        // (read as storedLang() and normalizeLang() do: the key "lang", "tw" as "hk", before any
        // choice the browser's language when it is one of the 21, else the default; a right-to-left one turns the page, outline included, at once) are all requested
        // at once (the styles first, then six files a task: starting a request costs the page's main
        // thread, and thirty of them in one task made a long one on a slow phone), then the code
        // the page loads lazily after its first paint (FIRST_SCREEN_LAZY), and the entry runs
        // once the styles are in, so nothing
        // is ever drawn unstyled. The first screens ask for the instrument list at once too.
        // Each language by the primary subtag of its locale ("ja" → jp, "zh" → hk), for a first
        // visit in the browser's language (src/i18n/languages.ts reads it the same way).
        const byPrimary = Object.fromEntries(LANGS.map((lang) => [LANG_LOCALE[lang].toLowerCase().split('-')[0], lang]));
        const script = `(function(){var e=${JSON.stringify(entrySrc)},c=${JSON.stringify(styles)},rc=${JSON.stringify(routeStyles)},d=${JSON.stringify(entryDeps)},r=${JSON.stringify(routes)},z=${JSON.stringify(lazyFiles)},l=${JSON.stringify(langs)},h=location.hash.replace(/^#/,'').split('?')[0]||'/',s;try{s=(localStorage.getItem('lang')||'').trim().toLowerCase()}catch(x){}if(s==='tw')s='hk';if(!s){var bp=${JSON.stringify(byPrimary)},bl=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||''];for(var bi=0;bi<bl.length&&!s;bi++)s=bp[(bl[bi]||'').toLowerCase().split(/[-_]/)[0]]||''}if(!l[s])s=${JSON.stringify(DEFAULT_LANG)};if(${JSON.stringify(RTL_LANGS)}.indexOf(s)>=0)document.documentElement.dir='rtl';function a(n,f,rel){var k=document.createElement(n);k.crossOrigin='';if(n==='link'){k.rel=rel;k.href=f}else{k.type='module';k.src=f}document.head.appendChild(k);return k}function go(){var y=c.concat(rc[h]||[]),w=y.length;function run(){if(--w<=0)a('script',e)}y.forEach(function(f){var k=a('link',f,'stylesheet');k.onload=k.onerror=run});var x=[e].concat(d,r[h]||[],l[s],z[h]||[]);function m(){x.splice(0,6).forEach(function(f){a('link',f,'modulepreload')});if(x.length)setTimeout(m,0)}setTimeout(m,0);if(!y.length)a('script',e)}var p=${JSON.stringify(apiRoutes.tradeList.path)},q;if(${sameOriginApi}&&r[h]){q={};q[p]=fetch(location.origin+p,{headers:{lang:s}}).then(function(x){return x.json()}).catch(function(){return null});window.__leverlineEarly=q}var g=0,k=document.documentElement.classList;function once(){if(!g){g=1;go()}}function later(t){requestAnimationFrame(function(){setTimeout(once,t)})}if(document.visibilityState==='hidden'||!k.contains('shell-on'))go();else if(k.contains('shell-trade')&&q){var t=${JSON.stringify(texts)}[s],n;try{n=localStorage.getItem('instrument')}catch(x){}Promise.all([q[p],t?import(t).then(function(m){return m.default},function(){return null}):null]).then(function(v){function fill(){try{${outlineCode};o.fillTradeOutline(document.getElementById('shell'),{answer:v[0],selected:n,texts:v[1],origin:location.origin})}catch(x){}later(0)}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',fill);else fill()});later(1000)}else{try{new PerformanceObserver(function(){setTimeout(once,0)}).observe({type:'paint',buffered:true})}catch(x){}later(100)}})()`;
        return { html: page, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}

export default defineConfig({
  // Relative asset URLs: the built app works from any path the server mounts it on.
  base: './',
  plugins: [react(), preloadFirstScreen()],
  resolve: {
    // Workspace packages (@leverline/contract, @leverline/domain) export their TypeScript source
    // under the `source` condition, so the app and its tests need no prior build of them.
    conditions: ['source', ...defaultClientConditions],
    mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'],
  },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Screens render with their lazy chunks and user-event typing; on a small CI machine running the
    // other projects beside it that can pass vitest's 5 s default without anything being wrong.
    testTimeout: 20_000,
  },
});
