// The four pages that place a checkout from the checkout form — the cart's checkout, Buy now's modal over a
// product page and its page (/purchase/:id), and accepting a quote — as one lazily loaded chunk: the form
// and its parts are most of their code, and one dynamic import in the entry instead of four keeps the
// entry within its size budget (decision 9).
export * as acceptQuote from './accept-quote';
export * as cartCheckout from './cart-checkout';
export * as checkout from './checkout';
export * as purchase from './purchase';
