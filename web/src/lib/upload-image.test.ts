import { describe, expect, it } from 'vitest';
import { installFakeXhr } from '@/test/fake-xhr';
import { ApiError } from './api-error';
import { uploadImage } from './upload-image';

describe('uploadImage', () => {
  it('posts the file as multipart field `file` and reports real progress', async () => {
    const xhr = installFakeXhr();
    const seen: number[] = [];
    const photo = new File(['png'], 'photo.png', { type: 'image/png' });
    const done = uploadImage(photo, { onProgress: (percent) => seen.push(percent) });

    const request = xhr.requests[0]!;
    expect([request.method, request.url]).toEqual(['POST', '/api/uploads']);
    const sent = (request.body as FormData).get('file') as File;
    expect([sent.name, sent.type, sent.size]).toEqual(['photo.png', 'image/png', 3]);
    request.progress(256, 1024);
    request.progress(1024, 1024);
    request.respond(200, { url: '/uploads/u/1.webp', secure_url: '/uploads/u/1.webp' });

    await expect(done).resolves.toEqual({ url: '/uploads/u/1.webp', secure_url: '/uploads/u/1.webp' });
    expect(seen).toEqual([25, 100, 100]);
  });

  it("rejects with the server's error, code and message", async () => {
    const xhr = installFakeXhr();
    const done = uploadImage(new Blob(['x']));
    xhr.requests[0]!.respond(413, {
      acknowledged: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The image is larger than 5 MB',
    });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The image is larger than 5 MB',
    });
  });

  it('says the server could not be reached when the connection fails', async () => {
    const xhr = installFakeXhr();
    const done = uploadImage(new Blob(['x']));
    xhr.requests[0]!.fail();
    await expect(done).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
