import { useSyncExternalStore } from 'react';
import { readLocalCart, subscribeLocalCart, type LocalCartItem } from './local-cart-store';

const serverSnapshot = (): readonly LocalCartItem[] => [];

/** The guest's cart in this browser, kept current across this tab and others. */
export function useLocalCart(): readonly LocalCartItem[] {
  return useSyncExternalStore(subscribeLocalCart, readLocalCart, serverSnapshot);
}
