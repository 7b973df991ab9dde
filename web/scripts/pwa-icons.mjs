// The installed app's icons, drawn from the shop's logo (public/favicon.svg) by sharp at build time, so a new
// logo gives new icons without anyone exporting PNGs by hand. Launchers want PNGs: 192 and 512 pixels for
// "any" purpose (drawn as the logo is, rounded corners and all), and a 512 "maskable" one whose launcher may cut
// it to a circle or a squircle: the logo is drawn inside the middle 80 % (the safe zone) on a full-bleed
// background of the logo's own green, so nothing of it is cut off.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

export const ICONS = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
];

/** The logo's background colour: its first rect's fill (#047857 today). */
export function backgroundOf(svg) {
  return /<rect[^>]*fill="(#[0-9a-fA-F]{3,8})"/.exec(svg)?.[1] ?? '#047857';
}

/** PNG bytes of each icon, from the logo's SVG text. */
export async function renderIcons(svg) {
  const background = backgroundOf(svg);
  return Promise.all(
    ICONS.map(async ({ file, size, purpose }) => {
      // The SVG is rasterised at the size it is drawn at (density scales its 64-unit viewBox), never upscaled.
      const inner = purpose === 'maskable' ? Math.round(size * 0.7) : size;
      const logo = await sharp(Buffer.from(svg), { density: (72 * inner) / 64 })
        .resize(inner, inner)
        .png()
        .toBuffer();
      const png =
        purpose === 'maskable'
          ? await sharp({ create: { width: size, height: size, channels: 4, background } })
              .composite([{ input: logo, gravity: 'center' }])
              .png({ compressionLevel: 9 })
              .toBuffer()
          : await sharp(logo).png({ compressionLevel: 9 }).toBuffer();
      return { file, size, purpose, png };
    }),
  );
}

/** Vite plugin: writes the icons into the build beside the other public files. */
export function pwaIcons(logoPath) {
  return {
    name: 'bulkbazar-pwa-icons',
    apply: 'build',
    async generateBundle() {
      for (const { file, png } of await renderIcons(await readFile(logoPath, 'utf8'))) {
        this.emitFile({ type: 'asset', fileName: file, source: png });
      }
    },
  };
}
