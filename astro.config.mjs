// @ts-check
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { searchStylesIntegration } from './edge/node/site-build/search-styles.ts';
import { siteBundleIntegration } from './edge/node/site-build/site-bundle-integration.ts';

/**
 * The public portal is a static build of one published snapshot. Everything that varies between builds comes
 * from the environment, so `edge/node/site-build/build-site.ts` can build several revisions side by side:
 *
 * - `GLASSHOUSE_SNAPSHOT`  absolute path of the snapshot JSON the pages render (read by `site/lib/snapshot.ts`)
 * - `GLASSHOUSE_OUT_DIR`   where the HTML goes (default `./dist`)
 * - `GLASSHOUSE_CACHE_DIR` Astro's cache folder (default `./node_modules/.astro`); a build gets its own so two
 *                          builds running at once never share a content-layer store
 * - `PUBLIC_URL`           the portal's public address, used for canonical links and social tags
 */
const env = process.env;

export default defineConfig({
  output: 'static',
  site: env.PUBLIC_URL || 'http://localhost:4321',
  srcDir: './site',
  publicDir: './site/public',
  outDir: env.GLASSHOUSE_OUT_DIR || './dist',
  cacheDir: env.GLASSHOUSE_CACHE_DIR || './node_modules/.astro',
  // `/item/{slug}` → `item/{slug}/index.html`, served by any static host or CDN without rewrites.
  build: { format: 'directory' },
  integrations: [
    react(),
    // With env GLASSHOUSE_BUNDLE_DIR: bundle the pages once, render each revision from the bundle (edge/node/site-build/site-bundle.ts).
    siteBundleIntegration(),
    // The search dialog's own stylesheet, from the portal's (edge/node/site-build/search-styles.ts).
    searchStylesIntegration(),
    {
      // `client:interaction`: islands an anonymous visitor needs only once they interact (site/lib/hydrate-on-interaction.ts).
      name: 'glasshouse:hydrate-on-interaction',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => {
          addClientDirective({ name: 'interaction', entrypoint: './site/lib/hydrate-on-interaction.ts' });
        },
      },
    },
  ],
  // No speculative fetching and no dev toolbar: the page loads only what it renders.
  prefetch: false,
  devToolbar: { enabled: false },
  // The portal renders no optimised images; the no-op service keeps sharp out of the build.
  image: { service: { entrypoint: 'astro/assets/services/noop' } },
  vite: {
    plugins: [tailwindcss()],
    build: {
      rolldownOptions: {
        output: {
          // React and its DOM renderer in one chunk rather than six: an island's first use (the search dialog
          // above all) asks for fewer files, which would otherwise queue with the index's on the page's few
          // connections.
          codeSplitting: {
            groups: [{ name: 'react', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler|@astrojs[\\/]react|@nanostores[\\/]react)[\\/]/ }],
          },
        },
      },
    },
  },
});
