import type { Db } from '../db/client.js';
import type { Viewer } from '../kernel/viewer.js';
import { tinyPdf } from '../modules/verification/tiny-pdf.js';
import { createVerificationRepo } from '../modules/verification/verification.repo.js';

/**
 * Verified businesses (issue 31 item 5): the first two demo sellers sent their trade licence and NID and an
 * operator approved them (the "Verified business" badge shows on their cards and pages); the last one's
 * application waits in Dashboard → Verifications. The documents are small PDFs naming what they stand for.
 */
export async function seedDemoVerifications(tx: Db, sellers: Viewer[], operator: Viewer) {
  const repo = createVerificationRepo(tx);
  const apply = async (seller: Viewer, licence: string) => {
    const id = await repo.insert(seller.id, null, [
      { kind: 'tradeLicence', contentType: 'application/pdf', bytes: tinyPdf(`Trade licence ${licence}`) },
      { kind: 'nid', contentType: 'application/pdf', bytes: tinyPdf(`NID of the owner of ${seller.name}`) },
    ]);
    if (id === false) throw new Error(`demo: ${seller.name} has an application waiting already`);
    return id;
  };
  const approved = sellers.slice(0, 2);
  for (const [i, seller] of approved.entries()) {
    const id = await apply(seller, `TRAD/DNCC/2024/${1001 + i}`);
    await repo.decide(
      operator,
      id,
      'approved',
      null,
      (row) => ({
        userId: row.applicantId,
        kind: 'verification_decided',
        data: { verificationId: id, decision: 'approved', reason: null, companyName: null },
      }),
      {
        action: 'verification.approve',
        target: { type: 'user', id: seller.id },
        before: { status: 'pending' },
        after: { status: 'approved', verificationId: id },
      },
    );
  }
  const waiting = sellers[sellers.length - 1]!;
  await apply(waiting, 'TRAD/SCC/2025/0417');
  return { verified: approved.length, pending: 1 };
}
