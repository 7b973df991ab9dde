import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

export type DialogIcon = 'error' | 'success' | 'warning' | 'info';

/** SweetAlert2's vocabulary, so calls read like SEED.md's: `showDialog({ icon: 'error', title: 'Error!', text })`. */
export type DialogOptions = {
  icon?: DialogIcon;
  title: string;
  text?: string;
  confirmButtonText?: string;
  showCancelButton?: boolean;
  cancelButtonText?: string;
};

export type DialogResult = { isConfirmed: boolean; isDismissed: boolean };

export type QueuedDialog = DialogOptions & { id: number };

type Entry = { dialog: QueuedDialog; resolve: (result: DialogResult) => void };

// A tiny store outside React, so an API helper or an event handler can open a dialog without a hook. One dialog
// shows at a time; a second waits its turn instead of covering the first.
let queue: Entry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => queue[0]?.dialog ?? null;

/** Opens a dialog and resolves once the visitor answers it (OK, Cancel, Escape, the close button). */
export function showDialog(options: DialogOptions): Promise<DialogResult> {
  return new Promise((resolve) => {
    queue = [...queue, { dialog: { ...options, id: nextId++ }, resolve }];
    emit();
  });
}

export function answerDialog(id: number, confirmed: boolean): void {
  const entry = queue.find((e) => e.dialog.id === id);
  if (!entry) return;
  queue = queue.filter((e) => e !== entry);
  entry.resolve({ isConfirmed: confirmed, isDismissed: !confirmed });
  emit();
}

/** Closes every dialog as dismissed (tests call it between cases; a sign-out could too). */
export function dismissAllDialogs(): void {
  const pending = queue;
  queue = [];
  for (const entry of pending) entry.resolve({ isConfirmed: false, isDismissed: true });
  emit();
}

export function useCurrentDialog(): QueuedDialog | null {
  return useSyncExternalStore(subscribe, current, current);
}

/** 'Error!' with a message, as SEED.md's error catalogue shows every failure. */
export function showError(text: string, title: string = i18n.t('dialog.error')): Promise<DialogResult> {
  return showDialog({ icon: 'error', title, text });
}

export function showSuccess(text: string, title: string = i18n.t('dialog.success')): Promise<DialogResult> {
  return showDialog({ icon: 'success', title, text });
}
