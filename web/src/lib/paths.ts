// Every URL of the web app lives here (CONVENTIONS #10); links and routes both read it.
export const paths = {
  home: '/',
  shop: '/shop',
  products: '/products',
  product: (id: string) => `/product/${encodeURIComponent(id)}`,
  category: (slug: string) => `/category/${encodeURIComponent(slug)}`,
  /** SEED.md's misspelt category route; it redirects to `category` or `products`. */
  legacyCategory: '/productcetagory',
  about: '/about',
  login: '/login',
  register: '/register',
  /** SEED.md's misspelt registration route; it redirects to `register`. */
  legacyRegister: '/regester',
  profile: '/user/profile',
  // Routes of the ordering and dashboard issues; listed so nav items and links have one home.
  cart: '/cart',
  dashboard: '/dashboard',
  // The admin dashboard's pages (issue 6).
  dashboardUsers: '/dashboard/users',
  dashboardProducts: '/dashboard/allproducts',
  dashboardOrders: '/dashboard/orders',
  dashboardOrder: (id: string) => `/dashboard/orders/${encodeURIComponent(id)}`,
  dashboardContent: '/dashboard/content',
  dashboardNewsletter: '/dashboard/newsletter',
  dashboardAddProduct: '/dashboard/addproduct',
  // Listings and ordering.
  addProduct: '/addproduct',
  myProducts: '/myproducts',
  incomingOrders: '/myproducts/orders',
  updateProduct: (id: string) => `/update/${encodeURIComponent(id)}`,
  deleteProduct: '/delete',
  /** The Checkout modal over the product page (a child route, so Back closes it). */
  checkout: (id: string) => `/product/${encodeURIComponent(id)}/checkout`,
  purchase: (id: string) => `/purchase/${encodeURIComponent(id)}`,
} as const;

/** Route patterns for the router, next to the link builders above so the two cannot drift apart. */
export const routePatterns = {
  product: '/product/:id',
  category: '/category/:slug',
  dashboardOrder: '/dashboard/orders/:id',
  updateProduct: '/update/:id',
  purchase: '/purchase/:id',
  /** Relative to `product`. */
  checkout: 'checkout',
} as const;
