import { call, listing, names, sellers, type WritePath } from './stage.js';

// Users: a seller's name is on every card of theirs; a blocked seller's listings leave the shop.
export const USER_WRITES: WritePath[] = [
  {
    route: 'PATCH /api/me',
    shows: 'seller-profile-updated',
    scene: async (s) => {
      const l = await listing(s);
      return {
        watch: l.watch,
        look: sellers,
        write: (app) => call(app, 'PATCH', '/api/me', l.seller, { name: 'Renamed Seller' }),
        after: ['Renamed Seller'],
      };
    },
  },
  {
    route: 'POST /api/admin/users/:id/block',
    shows: 'seller-blocked',
    scene: async (s) => {
      const l = await listing(s);
      return {
        watch: l.watch,
        look: names,
        write: (app) => call(app, 'POST', `/api/admin/users/${l.seller.id}/block`, s.admin),
        after: [],
      };
    },
  },
  {
    route: 'POST /api/admin/users/:id/unblock',
    shows: 'seller-unblocked',
    scene: async (s) => {
      const l = await listing(s);
      await call(s.app, 'POST', `/api/admin/users/${l.seller.id}/block`, s.admin);
      return {
        watch: l.watch,
        look: names,
        write: (app) => call(app, 'POST', `/api/admin/users/${l.seller.id}/unblock`, s.admin),
        after: [l.name],
      };
    },
  },
  {
    route: 'POST /api/admin/users/:id/role',
    keeps: 'the catalog shows no roles',
    scene: async (s) => {
      const l = await listing(s);
      return {
        watch: l.watch,
        look: sellers,
        write: (app) => call(app, 'POST', `/api/admin/users/${l.seller.id}/role`, s.admin, { role: 'admin' }),
      };
    },
  },
  {
    route: 'POST /api/me/password',
    keeps: 'a password is not shown',
    scene: async (s) => {
      const l = await listing(s);
      return {
        watch: l.watch,
        look: sellers,
        write: (app) =>
          call(app, 'POST', '/api/me/password', l.seller, {
            currentPassword: l.seller.password,
            newPassword: 'another horse battery',
          }),
      };
    },
  },
  {
    route: 'POST /api/adduser',
    keeps: 'a new user has no listings',
    scene: async (s) => {
      const l = await listing(s);
      return {
        watch: l.watch,
        look: names,
        write: (app) =>
          call(app, 'POST', '/api/adduser', undefined, {
            name: 'New Trader',
            email: `new-${l.id.slice(0, 8)}@example.com`,
            password: 'correct horse battery',
          }),
      };
    },
  },
  {
    route: 'POST /api/auth/sign-up/email',
    keeps: 'a new user has no listings',
    scene: async (s) => {
      const l = await listing(s);
      return {
        watch: l.watch,
        look: names,
        write: (app) =>
          call(app, 'POST', '/api/auth/sign-up/email', undefined, {
            name: 'Another Trader',
            email: `another-${l.id.slice(0, 8)}@example.com`,
            password: 'correct horse battery',
          }),
      };
    },
  },
  {
    route: 'POST /api/auth/sign-in/email',
    keeps: 'a session is not shown',
    scene: async (s) => {
      const l = await listing(s);
      return {
        watch: l.watch,
        look: sellers,
        write: (app) =>
          call(app, 'POST', '/api/auth/sign-in/email', undefined, {
            email: l.seller.email,
            password: l.seller.password,
          }),
      };
    },
  },
  {
    route: 'POST /api/auth/sign-out',
    keeps: 'a session is not shown',
    scene: async (s) => {
      const l = await listing(s);
      return {
        watch: l.watch,
        look: sellers,
        write: (app) => call(app, 'POST', '/api/auth/sign-out', l.seller, {}),
      };
    },
  },
  {
    route: 'POST /api/auth/sign-in/social',
    keeps:
      'starts a Google sign-in (a verification row); its callback, a GET, creates or links a user and never ' +
      "rewrites an existing user's name or photo (the provider's overrideUserInfo is off)",
  },
];
