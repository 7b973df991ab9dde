import { Writable } from 'node:stream';
import type { PipeableStream, RenderToPipeableStreamOptions } from 'react-dom/server';

type Options = Pick<
  RenderToPipeableStreamOptions,
  'onAllReady' | 'onShellError' | 'onError' | 'progressiveChunkSize'
>;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * The whole page as one string, once every Suspense boundary has resolved. The server keeps rendered pages
 * in its cache with an ETag (a cached page is sent whole), so it waits for all of it rather than streaming
 * the shell first; crawlers also get the complete page.
 */
export function collectHtml(render: (options: Options) => PipeableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failure: unknown;
    let allReady!: () => void;
    const ready = new Promise<void>((done) => (allReady = done));
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = render({
      // React moves a large Suspense boundary (over 12.8 kB) after the rest and reveals it with an inline
      // script, which the CSP blocks: the page is sent whole anyway, so nothing is split out.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: allReady,
      onShellError: (error) => reject(asError(error)),
      // An error inside a Suspense boundary would only show as the browser's retry: the server sends the shell.
      onError: (error) => {
        failure ??= error;
      },
    });
    // A page whose data never settles must not hold the request.
    const timer = setTimeout(() => stream.abort(new Error('Rendering took longer than 10 s')), 10_000);
    timer.unref();
    void ready.then(() => {
      clearTimeout(timer);
      if (failure) reject(asError(failure));
      else stream.pipe(sink);
    });
  });
}
