import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ICONS, renderIcons } from './pwa-icons.mjs';

// (the web project runs in jsdom, where import.meta.url is a file path turned URL only through its pathname)
const logo = await readFile(
  join(dirname(fileURLToPath(`file://${new URL(import.meta.url).pathname}`)), '../public/favicon.svg'),
  'utf8',
);

describe('the installed app’s icons', () => {
  it('are PNGs of 192 and 512 pixels drawn from the logo, and a maskable 512 one', async () => {
    const icons = await renderIcons(logo);
    expect(icons.map((i) => [i.file, i.purpose])).toEqual(ICONS.map((i) => [i.file, i.purpose]));
    for (const { png, size } of icons) {
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
    }
  });

  it('draws the maskable icon on a full-bleed background, the logo inside the safe zone', async () => {
    const maskable = (await renderIcons(logo)).find((i) => i.purpose === 'maskable');
    const { data, info } = await sharp(maskable.png).raw().toBuffer({ resolveWithObject: true });
    const at = (x, y) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
    // Corners are the logo's green (#047857), opaque: a launcher's mask never shows a transparent edge.
    expect(at(0, 0)).toEqual([4, 120, 87, 255]);
    expect(at(511, 511)).toEqual([4, 120, 87, 255]);
    // The logo's white "B" is there, near the middle.
    const whites = [...Array(info.width * info.height).keys()].filter(
      (i) => data[i * 4] === 255 && data[i * 4 + 1] === 255,
    );
    expect(whites.length).toBeGreaterThan(5000);
  });

  it('draws the "any" icon as the logo is: its rounded corners transparent', async () => {
    const any = (await renderIcons(logo)).find((i) => i.size === 512 && i.purpose === 'any');
    const { data } = await sharp(any.png).raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
  });
});
