import { businessVerifications } from '../../src/db/schema.js';
import { call, listing, type CatalogAnswer, type Stage, type WritePath } from './stage.js';

// Verified businesses (issue 31 item 5): approving a seller's application puts the badge on their cards.
const verified = (a: CatalogAnswer) =>
  a.products.map((p) => (p as { sellerVerified?: boolean }).sellerVerified);

/** A seller with a listing on show and an application waiting (written directly: the route needs multipart). */
async function applied(s: Stage) {
  const l = await listing(s);
  const [row] = await s.db.insert(businessVerifications).values({ applicantId: l.seller.id }).returning();
  return { l, id: row!.id };
}

export const VERIFICATION_WRITES: WritePath[] = [
  {
    route: 'POST /api/verification',
    keeps: 'writes an application and its private documents: the badge waits for an operator',
  },
  {
    route: 'POST /api/admin/verifications/:id/approve',
    shows: 'seller-verified',
    scene: async (s: Stage) => {
      const { l, id } = await applied(s);
      return {
        watch: l.watch,
        look: verified,
        write: (app) => call(app, 'POST', `/api/admin/verifications/${id}/approve`, s.admin),
        after: [true],
      };
    },
  },
  {
    route: 'POST /api/admin/verifications/:id/reject',
    keeps: 'a rejected application changes no badge',
    scene: async (s: Stage) => {
      const { l, id } = await applied(s);
      return {
        watch: l.watch,
        look: verified,
        write: (app) =>
          call(app, 'POST', `/api/admin/verifications/${id}/reject`, s.admin, {
            reason: 'The trade licence has expired',
          }),
      };
    },
  },
];
