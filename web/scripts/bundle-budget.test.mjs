import { describe, expect, it } from 'vitest';
import { BUDGET_BYTES, formatReport, gzipSize, initialFiles, measureInitialJs } from './bundle-budget.mjs';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_router.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_router.js': { file: 'assets/router.js', imports: ['_react.js'], dynamicImports: ['src/page.tsx'] },
  'src/page.tsx': { file: 'assets/page.js', isDynamicEntry: true, imports: ['_zod.js'] },
  '_zod.js': { file: 'assets/zod.js' },
};

describe('initialFiles', () => {
  it('follows static imports from the entry, once each, and leaves dynamic imports out', () => {
    expect(initialFiles(manifest)).toEqual(['assets/index.js', 'assets/react.js', 'assets/router.js']);
  });

  it('refuses a manifest without the entry', () => {
    expect(() => initialFiles({})).toThrow(/index.html is not an entry/);
  });
});

describe('measureInitialJs', () => {
  it('sums the gzip level 9 sizes of the initial files, largest first', () => {
    const files = {
      'dist/.vite/manifest.json': JSON.stringify(manifest),
      'dist/assets/index.js': 'console.log("entry");',
      'dist/assets/react.js': 'export const react = "react ".repeat(50);',
      'dist/assets/router.js': 'export const router = 1;',
    };
    const read = (path) => {
      if (!(path in files)) throw new Error(`unexpected read of ${path}`);
      return Buffer.from(files[path]);
    };
    const { rows, total } = measureInitialJs('dist', read);
    expect(rows.map((row) => row.file).sort()).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/router.js',
    ]);
    for (const row of rows) expect(row.gzip).toBe(gzipSize(Buffer.from(files[`dist/${row.file}`])));
    expect(total).toBe(rows.reduce((sum, row) => sum + row.gzip, 0));
    expect(rows[0].gzip).toBeGreaterThanOrEqual(rows[1].gzip);
  });
});

describe('formatReport', () => {
  it('says whether the total fits the budget of 120 × 1024 bytes', () => {
    expect(BUDGET_BYTES).toBe(122_880);
    const rows = [{ file: 'assets/index.js', bytes: 4096, gzip: 1024 }];
    expect(formatReport({ rows, total: 1024 })).toMatch(/budget 120\.00 KiB \(122880 bytes\): OK$/);
    expect(formatReport({ rows, total: 1024 }, 512)).toMatch(/OVER by 0\.50 KiB$/);
  });
});
