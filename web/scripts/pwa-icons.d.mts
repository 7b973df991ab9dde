import type { Plugin } from 'vite';

export const ICONS: { file: string; size: number; purpose: 'any' | 'maskable' }[];
export function backgroundOf(svg: string): string;
export function renderIcons(
  svg: string,
): Promise<{ file: string; size: number; purpose: 'any' | 'maskable'; png: Buffer }[]>;
export function pwaIcons(logoPath: string): Plugin;
