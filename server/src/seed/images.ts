import { existsSync } from 'node:fs';
import { access, copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORIES, type CategorySlug } from '@bulkbazar/contract';
import { lazyImport } from '../kernel/lazy-import.js';

// Demo product pictures are drawn here (an icon per category on a tinted background) and encoded with
// sharp, so a fresh install needs nothing from the internet.
// sharp is loaded only when a picture is missing and the build did not draw it (a first start from source), not
// on every restart. The build draws them once (cli/demo-pictures.ts) into dist/demo-pictures/, and a first start
// copies them: drawing them in the shop cost 1.6 s of its start and 70–120 MiB of its peak memory (glibc's
// per-thread arenas for sharp's threads; issue 35: within 10 s and 450 MiB).
const loadSharp = lazyImport(async () => (await import('sharp')).default);

export const SEED_IMAGE_WIDTH = 800;
export const SEED_IMAGE_HEIGHT = 600;
/** Pictures per category; listings take them in turn. */
export const SEED_IMAGE_VARIANTS = 7;

const ICONS: Record<CategorySlug, string> = {
  'electronics-gadgets':
    '<rect x="320" y="140" width="160" height="300" rx="22" fill="#fff"/><rect x="336" y="170" width="128" height="230" rx="6" fill="C"/><circle cx="400" cy="420" r="10" fill="C"/>',
  'home-kitchen-appliances':
    '<rect x="270" y="250" width="260" height="150" rx="30" fill="#fff"/><rect x="250" y="230" width="300" height="30" rx="12" fill="#fff"/><rect x="380" y="200" width="40" height="30" rx="8" fill="#fff"/><rect x="200" y="290" width="70" height="22" rx="10" fill="#fff"/><rect x="530" y="290" width="70" height="22" rx="10" fill="#fff"/>',
  'fashion-apparel':
    '<path d="M330 160 L280 180 L220 250 L270 290 L300 260 L300 450 L500 450 L500 260 L530 290 L580 250 L520 180 L470 160 Q400 210 330 160 Z" fill="#fff"/>',
  'industrial-machinery-tools':
    '<circle cx="400" cy="300" r="110" fill="#fff"/><circle cx="400" cy="300" r="45" fill="C"/><g fill="#fff"><rect x="380" y="160" width="40" height="40"/><rect x="380" y="400" width="40" height="40"/><rect x="260" y="280" width="40" height="40"/><rect x="500" y="280" width="40" height="40"/></g>',
  'health-beauty':
    '<rect x="345" y="150" width="110" height="50" rx="10" fill="#fff"/><rect x="310" y="200" width="180" height="250" rx="40" fill="#fff"/><rect x="385" y="280" width="30" height="90" fill="C"/><rect x="355" y="310" width="90" height="30" fill="C"/>',
  'automotive-parts-accessories':
    '<circle cx="400" cy="300" r="140" fill="#fff"/><circle cx="400" cy="300" r="95" fill="C"/><circle cx="400" cy="300" r="30" fill="#fff"/><g stroke="#fff" stroke-width="16"><line x1="400" y1="205" x2="400" y2="395"/><line x1="305" y1="300" x2="495" y2="300"/></g>',
  'office-supplies-stationery':
    '<rect x="280" y="150" width="200" height="280" rx="10" fill="#fff"/><g fill="C"><rect x="310" y="200" width="140" height="14"/><rect x="310" y="240" width="140" height="14"/><rect x="310" y="280" width="100" height="14"/></g><rect x="470" y="200" width="30" height="230" rx="6" fill="#fff" transform="rotate(20 485 315)"/>',
  // A tied sack (rice, lentils, sugar) with grains on it.
  'food-groceries':
    '<path d="M340 200 Q300 230 290 330 Q285 440 400 450 Q515 440 510 330 Q500 230 460 200 Z" fill="#fff"/><path d="M345 150 L455 150 L440 200 L360 200 Z" fill="#fff"/><rect x="345" y="190" width="110" height="18" rx="9" fill="C"/><g fill="C"><ellipse cx="370" cy="320" rx="12" ry="7"/><ellipse cx="410" cy="300" rx="12" ry="7" transform="rotate(30 410 300)"/><ellipse cx="440" cy="340" rx="12" ry="7"/><ellipse cx="395" cy="360" rx="12" ry="7" transform="rotate(-25 395 360)"/><ellipse cx="360" cy="385" rx="12" ry="7"/><ellipse cx="430" cy="395" rx="12" ry="7" transform="rotate(20 430 395)"/></g>',
};

function svgFor(category: CategorySlug, variant: number): string {
  const hue = (Object.keys(ICONS).indexOf(category) * 51 + variant * 13) % 360;
  const colour = `hsl(${hue}, 55%, 42%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SEED_IMAGE_WIDTH}" height="${SEED_IMAGE_HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue}, 60%, 55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360}, 55%, 35%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <g opacity="0.95">${ICONS[category].replaceAll('"C"', `"${colour}"`)}</g>
  </svg>`;
}

export function seedImagePath(category: CategorySlug, variant: number): string {
  return `/uploads/seed/${category}-${variant}.webp`;
}

/**
 * Where the build drew the pictures: dist/demo-pictures beside the bundle. Absent from source (src/seed/), so a
 * development run or a test draws them.
 */
const BUILT_PICTURES = fileURLToPath(new URL('./demo-pictures', import.meta.url));
export const builtPicturesDir = (): string | undefined =>
  existsSync(BUILT_PICTURES) ? BUILT_PICTURES : undefined;

/**
 * Writes the image of a seeded product unless it is already there (a restart, or a shared database): a copy of
 * the build's picture when `drawnDir` holds it, else drawn here.
 */
export async function ensureSeedImage(
  uploadsDir: string,
  category: CategorySlug,
  variant: number,
  drawnDir?: string,
): Promise<void> {
  const dir = join(uploadsDir, 'seed');
  const name = `${category}-${variant}.webp`;
  const file = join(dir, name);
  try {
    await access(file);
    return;
  } catch {
    // missing: copy or draw it
  }
  await mkdir(dir, { recursive: true });
  const drawn = drawnDir && join(drawnDir, 'seed', name);
  if (drawn && existsSync(drawn)) {
    await copyFile(drawn, file);
    return;
  }
  const sharp = await loadSharp();
  await writeFile(
    file,
    await sharp(Buffer.from(svgFor(category, variant)))
      .webp({ quality: 78 })
      .toBuffer(),
  );
}

/** Pictures drawn at once: libuv's thread pool size, so every thread is busy and none wait holding memory. */
const DRAWN_AT_ONCE = 4;

/**
 * Puts the demo pictures that are missing into `uploadsDir` (after the first start they are all there: a
 * no-op), copied from `drawnDir` (the build's, by default) or drawn four at a time: sharp encodes on libuv's
 * thread pool (4 threads), so the 56 pictures take about half the time they took one after another on two cores.
 */
export async function ensureSeedImages(
  uploadsDir: string,
  drawnDir: string | undefined = builtPicturesDir(),
): Promise<void> {
  const queue = CATEGORIES.flatMap(({ slug }) =>
    Array.from(
      { length: SEED_IMAGE_VARIANTS },
      (_, v) => () => ensureSeedImage(uploadsDir, slug, v, drawnDir),
    ),
  );
  const worker = async (): Promise<void> => {
    for (let next = queue.shift(); next; next = queue.shift()) await next();
  };
  await Promise.all(Array.from({ length: DRAWN_AT_ONCE }, worker));
}
