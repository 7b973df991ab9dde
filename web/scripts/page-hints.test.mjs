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

  it("gives Bengali pages their texts and the Bengali font's regular and bold faces, no other file", () => {
    const withBengali = {
      ...manifest,
      'src/lib/i18n/bn-pages.ts': { file: 'assets/bn-pages.js', isDynamicEntry: true },
      'src/index.css': {
        file: 'assets/index.css',
        assets: [
          'assets/noto-sans-bengali-bengali-400-normal-a1.woff2',
          'assets/noto-sans-bengali-bengali-700-normal-b2.woff2',
          'assets/taka-sign-400-c3.woff2',
        ],
      },
    };
    expect(pageHints(withBengali, { '/': 'src/home.tsx' }).bn).toEqual({
      pages: { '/': ['assets/home.js', 'assets/shared.js', 'assets/bn-pages.js'] },
      shell: [],
      fonts: [
        'assets/noto-sans-bengali-bengali-400-normal-a1.woff2',
        'assets/noto-sans-bengali-bengali-700-normal-b2.woff2',
      ],
    });
  });

  it('fails the build when a page module is not a lazy chunk of it', () => {
    expect(() => pageHints(manifest, { '/gone': 'src/gone.tsx' })).toThrow(/src\/gone.tsx \(for \/gone\)/);
  });
});
