import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { dismissAllDialogs } from '@/lib/dialogs';
import { i18n } from '@/lib/i18n';
import { enPages } from '@/lib/i18n/en-pages';
import { enShell } from '@/lib/i18n/en-shell';

// Tests render pages without the app's lazy routes, which bring the pages' texts in the browser.
i18n.addMessages(enShell);
i18n.addMessages(enPages);

// findBy*/waitFor give up after 1 s by default; on a busy 2-core CI machine a render can take longer than
// that without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });

// ScrollRestoration scrolls on every navigation; jsdom only logs that it cannot.
window.scrollTo = () => {};

// jsdom has <dialog> but not its methods; these do what a browser does to the attribute and the events.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  dismissAllDialogs();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.className = '';
});
