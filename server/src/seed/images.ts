import { access, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CATEGORIES, type CategorySlug } from '@bulkbazar/contract';
import { lazyImport } from '../kernel/lazy-import.js';

// Demo product pictures are drawn here (an icon per category on a tinted background) and encoded with
// sharp, so a fresh install needs nothing from the internet.
// sharp is loaded only when a picture is missing (a first start), not on every restart.
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

/** Writes the image of a seeded product unless it is already there (a restart, or a shared database). */
export async function ensureSeedImage(
  uploadsDir: string,
  category: CategorySlug,
  variant: number,
): Promise<void> {
  const dir = join(uploadsDir, 'seed');
  const file = join(dir, `${category}-${variant}.webp`);
  try {
    await access(file);
    return;
  } catch {
    // missing: draw it
  }
  await mkdir(dir, { recursive: true });
  const sharp = await loadSharp();
  await writeFile(
    file,
    await sharp(Buffer.from(svgFor(category, variant)))
      .webp({ quality: 78 })
      .toBuffer(),
  );
}

/** Draws the demo pictures that are missing (after the first start they are all there: a no-op). */
export async function ensureSeedImages(uploadsDir: string): Promise<void> {
  for (const { slug } of CATEGORIES) {
    for (let v = 0; v < SEED_IMAGE_VARIANTS; v++) await ensureSeedImage(uploadsDir, slug, v);
  }
}
