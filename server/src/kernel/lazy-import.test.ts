import { describe, expect, it } from 'vitest';
import { lazyImport } from './lazy-import.js';

describe('lazyImport', () => {
  it('loads nothing until asked, then once for every caller', async () => {
    let loads = 0;
    const get = lazyImport(async () => ({ n: ++loads }));
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([get(), get()]);
    expect(await get()).toBe(a);
    expect(b).toBe(a);
    expect(loads).toBe(1);
  });

  it('tries a failed load again on the next call', async () => {
    let loads = 0;
    const get = lazyImport(async () => {
      loads++;
      if (loads === 1) throw new Error('not there yet');
      return 'loaded';
    });
    await expect(get()).rejects.toThrow('not there yet');
    expect(await get()).toBe('loaded');
    expect(loads).toBe(2);
  });
});
