import { i18n, loadPageTexts } from '../i18n';

// "A new version is ready" (decision 0032): drawn with the DOM rather than React, so the module that registers
// the service worker (loaded after the first paint, never in the entry) needs nothing of the app's tree.

const PROMPT_ID = 'pwa-update';

function button(text: string, primary: boolean, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  b.className = primary
    ? 'rounded-md bg-emerald-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-emerald-800'
    : 'rounded-md px-3 py-1.5 text-sm font-semibold underline';
  b.addEventListener('click', onClick);
  return b;
}

/** Shows the prompt once; `update` runs when the visitor chooses to load the new version. */
export async function showUpdatePrompt(update: () => void): Promise<void> {
  if (document.getElementById(PROMPT_ID)) return;
  await loadPageTexts().catch(() => {});
  const box = document.createElement('div');
  box.id = PROMPT_ID;
  box.setAttribute('role', 'alertdialog');
  box.setAttribute('aria-labelledby', `${PROMPT_ID}-text`);
  box.className =
    'fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-lg border ' +
    'border-emerald-700 bg-white p-3 text-slate-900 shadow-lg dark:bg-slate-900 dark:text-slate-100';
  const text = document.createElement('p');
  text.id = `${PROMPT_ID}-text`;
  text.className = 'grow text-sm';
  text.textContent = i18n.t('pwa.updateReady');
  box.append(
    text,
    button(i18n.t('pwa.reload'), true, () => {
      box.remove();
      update();
    }),
    button(i18n.t('pwa.later'), false, () => box.remove()),
  );
  document.body.append(box);
}
