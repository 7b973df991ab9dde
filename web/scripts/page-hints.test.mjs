import { describe, expect, it } from 'vitest';
import { pageHints } from './page-hints.mjs';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_app.js'] },
  '_app.js': { file: 'assets/app.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_app.js'] },
  'src/home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_shared.js', 'index.html'] },
  'src/lib/i18n/en-pages.ts': { file: 'assets/en-pages.js', isDynamicEntry: true },
};

describe('pageHints', () => {
  it("lists a page's chunk, its static imports and the pages' texts, leaving out what the entry loads", () => {
    expect(pageHints(manifest, { '/': 'src/home.tsx' })).toEqual({
      pages: { '/': ['assets/home.js', 'assets/shared.js', 'assets/en-pages.js'] },
      shell: [],
    });
  });

  it('fails the build when a page module is not a lazy chunk of it', () => {
    expect(() => pageHints(manifest, { '/gone': 'src/gone.tsx' })).toThrow(/src\/gone.tsx \(for \/gone\)/);
  });
});
