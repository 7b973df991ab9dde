/**
 * A module (or anything) loaded on first use and kept (decision 0030: what a shop uses rarely — PDFs, the S3
 * client, mail parsing — is not loaded at start). Callers share one load; a failed load is tried again on the
 * next call instead of keeping the error for ever.
 */
export function lazyImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
}
