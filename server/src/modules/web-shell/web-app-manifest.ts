import type { Lang } from '@bulkbazar/contract';
import { shopDescription, staticPageTitle } from './page-texts.js';

// The web app manifest (decision 0032): what a phone shows when the shop is installed. One per language, each
// at its own address, since a browser fetches the manifest without the visitor's cookie: the page's <head>
// links the one of its language (page-meta.ts). Both have the same id, so they describe one app.

/** The address of a language's manifest. */
export const manifestPath = (lang: Lang): string =>
  lang === 'bn' ? '/manifest.bn.webmanifest' : '/manifest.webmanifest';

// The logo's green (web/public/favicon.svg): the bar above the installed app, and the splash screen's icon
// background; the splash itself is white like the pages.
const THEME = '#047857';

export function webAppManifest(brand: string, lang: Lang) {
  return {
    id: '/',
    name: brand,
    short_name: brand,
    description: shopDescription(lang),
    lang,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME,
    background_color: '#ffffff',
    categories: ['shopping', 'business'],
    // Drawn from the logo by the web build (web/scripts/pwa-icons.mjs).
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    // A long press on the installed icon: the two places a trader goes back to.
    shortcuts: [
      { name: staticPageTitle('/products', lang)!, url: '/products' },
      { name: staticPageTitle('/cart', lang)!, url: '/cart' },
    ],
  };
}
