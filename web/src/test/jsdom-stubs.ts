import { afterEach, beforeEach, vi } from 'vitest';

/** jsdom has no layout, so no ResizeObserver (charts' responsive containers ask for one). Call inside a test. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/**
 * jsdom has no object URLs; image previews only need a stable one. Call once at the top of a test file: it
 * installs them before each test and takes them away after.
 */
export function stubObjectUrlsPerTest() {
  beforeEach(() => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => {};
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
}
