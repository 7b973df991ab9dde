import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, type Session } from '../auth-helpers.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';

// Drill: the disk holding the uploads fills up. The upload that does not fit answers 507 INSUFFICIENT_STORAGE in
// the shared error shape, leaves no partial file behind (local-image-storage.ts writes to a temporary name and
// renames), and once there is room again uploads work. The product form and the registration form both upload
// through POST /api/uploads (web/src/lib/upload-image.ts), so this is the one path; it writes no database row,
// so a refused upload leaves no row pointing at a file (a listing only ever holds URLs an upload returned).

/** A small tmpfs needs root (or CAP_SYS_ADMIN); without it the drill is skipped, saying why. */
function canMount(): string | undefined {
  const probe = mkdtempSync(join(tmpdir(), 'bb-drill-mount-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'pipe' });
    execFileSync('umount', [probe], { stdio: 'pipe' });
    return undefined;
  } catch (err) {
    return `mount -t tmpfs failed (${String((err as Error).message).split('\n')[0]})`;
  } finally {
    rmdirSync(probe);
  }
}
const cannotMount = canMount();
if (cannotMount) console.log(`drill uploads-disk-full: SKIPPED — ${cannotMount}; run as root to drill it`);

/** Random pixels: a WebP of about 110 KB that no encoder can shrink, so a few fill 512 KiB. */
const noisyPng = (side = 400) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();

describe.skipIf(cannotMount !== undefined)('drill: the uploads disk is full', () => {
  let t: TestApp;
  let s: Session;
  let uploadsDir: string;
  let mounted = false;

  beforeAll(async () => {
    t = await buildTestApp();
    s = await signUp(t.app);
    uploadsDir = join(t.dataDir, 'uploads');
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=512k', 'tmpfs', uploadsDir]);
    mounted = true;
  }, 30_000);
  afterAll(async () => {
    // Unmounted before close(): close() removes the data folder, which a mount point in it would keep busy.
    if (mounted) execFileSync('umount', [uploadsDir]);
    await t?.close();
  });

  const upload = async (data: Buffer, lang = 'en') => {
    const boundary = 'bbdrill' + randomBytes(8).toString('hex');
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sacks.png"\r\nContent-Type: image/png\r\n\r\n`;
    return t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        ...asCookie(s),
        cookie: `${s.cookie}; lang=${lang}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
  };
  const files = () => readdirSync(join(uploadsDir, 'u'));

  it('stores uploads until the disk is full, then answers 507 with nothing half-written, and works again with room', async () => {
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof upload>> | undefined;
    for (let i = 0; i < 20 && !refused; i++) {
      const res = await upload(await noisyPng());
      statuses.push(res.statusCode);
      if (res.statusCode !== 200) refused = res;
    }
    const stored = statuses.filter((code) => code === 200).length;
    expect(stored).toBeGreaterThan(0);
    expect(refused?.statusCode).toBe(507);
    expect(refused!.json()).toMatchObject({
      acknowledged: false,
      code: 'INSUFFICIENT_STORAGE',
      message: expect.stringContaining('uploaded image'),
      fields: { file: expect.any(String) },
      requestId: expect.any(String),
    });

    // Only whole files: one per 200, each a picture sharp decodes; no temporary left from the refused one.
    const names = files();
    expect(names).toHaveLength(stored);
    const partial = names.filter((name) => !/^[0-9a-f-]{36}\.webp$/.test(name));
    expect(partial).toEqual([]);
    for (const name of names) {
      const meta = await sharp(readFileSync(join(uploadsDir, 'u', name))).stats();
      expect(meta.channels.length).toBeGreaterThan(0);
    }

    // A Bengali page is told in Bengali.
    const bn = await upload(await noisyPng(), 'bn');
    expect(bn.statusCode).toBe(507);
    expect(bn.json().message).toMatch(/[\u0980-\u09FF]/);
    expect(files()).toHaveLength(stored);

    // Room again (the operator grows the volume): the same upload is stored and served.
    execFileSync('mount', ['-o', 'remount,size=4m', uploadsDir]);
    const again = await upload(await noisyPng());
    expect(again.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: again.json().url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    expect(files()).toHaveLength(stored + 1);

    console.log(
      `drill uploads-disk-full: ${stored} uploads stored, then ${refused!.statusCode}; partial files ${partial.length}; after freeing space ${again.statusCode}`,
    );
  }, 30_000);
});
