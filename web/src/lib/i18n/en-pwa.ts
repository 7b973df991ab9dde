// The installed app's texts (decision 0032): the "update available" prompt and the cart kept offline.
export const enPwa = {
  pwa: {
    updateReady: 'A new version of the shop is ready.',
    reload: 'Update now',
    later: 'Later',
    savedOffline:
      'No connection: the product is kept in your cart on this phone and sent when you are back online.',
  },
};
