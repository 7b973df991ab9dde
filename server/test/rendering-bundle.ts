import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const webDir = fileURLToPath(new URL('../../web', import.meta.url));

// The head of web/index.html as the build leaves it, so the test needs no browser build.
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="brand" content="BulkBazar" />' +
  '<meta name="description" content="Wholesale." /><title>BulkBazar</title>' +
  '<script src="/theme-init.js"></script><script type="module" crossorigin src="/assets/index-t1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-t1.css"></head>' +
  '<body><div id="root"></div></body></html>';

const PAGE_HINTS = {
  pages: { '/product/:id': ['assets/product-t1.js'] },
  shell: ['assets/en-shell-t1.js'],
  bn: {
    pages: { '/product/:id': ['assets/product-t1.js'] },
    shell: ['assets/bn-shell-t1.js'],
    fonts: ['assets/noto-sans-bengali-400-t1.woff2'],
  },
};

/**
 * A web build for server-rendering tests in `dir`: index.html in dir/dist and the rendering bundle, built now
 * from the current sources (`vite build --ssr`, a few seconds), in dir/dist-ssr beside it — where the server
 * looks for it. Returns the WEB_DIST_DIR to start the app with.
 */
export async function buildRenderingBundle(dir: string): Promise<string> {
  const dist = join(dir, 'dist');
  await mkdir(dist, { recursive: true });
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX_HTML);
  await writeFile(join(dist, 'assets', 'index-t1.css'), 'main{display:block}');
  await writeFile(join(dist, 'theme-init.js'), 'document.documentElement.dataset.theme = "light";');
  // What web/scripts/page-hints.mjs writes: the product page's code, the shell's texts, the Bengali font.
  await mkdir(join(dist, '.vite'));
  await writeFile(join(dist, '.vite', 'page-hints.json'), JSON.stringify(PAGE_HINTS));
  await promisify(execFile)(
    'npx',
    [
      'vite',
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      join(dir, 'dist-ssr'),
      '--logLevel',
      'warn',
    ],
    // Vitest sets NODE_ENV=test, which would make Vite compile JSX for React's development build.
    { cwd: webDir, env: { ...process.env, NODE_ENV: 'production' } },
  );
  return dist;
}
