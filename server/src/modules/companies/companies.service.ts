import { createHash, randomBytes } from 'node:crypto';
import type { Company, CompanyMember, Location } from '@bulkbazar/contract';
import { findLocation } from '../../kernel/bd-locations/bd-locations.js';
import { AppError } from '../../kernel/app-error.js';
import { isUuid } from '../../kernel/ids.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { CompaniesRepo, CompaniesTx, MemberRow, MembershipRow } from './companies.repo.js';

type MemberRole = 'buyer' | 'approver' | 'finance';
type Input = {
  name: string;
  tradeLicence: string;
  bin: string;
  tin: string;
  location: Location;
  address: string;
};

/** How long an invitation link works. */
const INVITATION_DAYS = 7;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What the checkout needs to offer Pay on invoice: none while the limit is 0 or was never set. */
const creditOf = (row: MembershipRow): Company['credit'] =>
  row.creditLimitPoisha
    ? {
        availablePoisha: Math.max(0, row.creditLimitPoisha - (row.creditUsedPoisha ?? 0)),
        termsDays: row.creditTermsDays ?? 30,
        overdue: Boolean(row.creditOverdue),
      }
    : null;
const toCompany = (row: MembershipRow): Company => ({
  id: row.id,
  name: row.name,
  tradeLicence: row.tradeLicence,
  bin: row.bin,
  tin: row.tin,
  location: { division: row.division, district: row.district, area: row.area },
  address: row.address,
  role: row.role,
  orderLimit: row.orderLimitPoisha,
  poRequired: row.poRequired,
  credit: creditOf(row),
  createdAt: row.createdAt.toISOString(),
});
const toMember = (row: MemberRow): CompanyMember => ({
  userId: row.userId,
  name: row.name,
  email: row.email,
  role: row.role,
  orderLimit: row.orderLimitPoisha,
});

// Another company's id answers as one that does not exist: a member of A learns nothing of B.
const companyNotFound = () => new AppError('NOT_FOUND', 'Company not found', { id: 'Company not found' });
const memberNotFound = () => new AppError('NOT_FOUND', 'Member not found', { userId: 'Member not found' });
const ownerOnly = () => new AppError('FORBIDDEN', 'Only the company owner can do this');

/** Companies and their members (issue 31 item 1). Every read and write goes through the viewer's membership. */
export function createCompaniesService(repo: CompaniesRepo) {
  const membership = async (db: CompaniesTx, viewer: Viewer, companyId: string) => {
    const row = isUuid(companyId) ? await db.membershipOf(viewer.id, companyId) : undefined;
    if (!row) throw companyNotFound();
    return row;
  };
  const asOwner = async (db: CompaniesTx, viewer: Viewer, companyId: string) => {
    const row = await membership(db, viewer, companyId);
    if (row.role !== 'owner') throw ownerOnly();
    return row;
  };
  const detail = async (viewer: Viewer, companyId: string) => ({
    company: toCompany(await membership(repo, viewer, companyId)),
    members: (await repo.members(companyId)).map(toMember),
  });
  /** Locks a company's member rows (role changes, removals and transfers run one at a time); an id that is not
   * a UUID names no company (404, as `membership` says, and never a query PostgreSQL refuses). */
  const lockCompany = async (tx: CompaniesTx, companyId: string) => {
    if (!isUuid(companyId)) throw companyNotFound();
    await tx.lockMembers(companyId);
  };
  /** The locked member rows of a company, and the one for `userId` (404 when not a member). */
  const lockedMember = async (tx: CompaniesTx, companyId: string, userId: string) => {
    const member = (await tx.lockMembers(companyId)).find((m) => m.userId === userId);
    if (!member) throw memberNotFound();
    return member;
  };

  return {
    async create(viewer: Viewer, { location, ...input }: Input) {
      const place = findLocation(location);
      if (!place) {
        const message = 'Choose a place from the list';
        throw new AppError('VALIDATION_FAILED', message, { 'location.area': message });
      }
      const id = await repo.transaction(async (tx) => {
        const companyId = await tx.insertCompany({
          ...input,
          division: place.division,
          district: place.district,
          area: place.area,
          createdBy: viewer.id,
        });
        await tx.insertMember({ companyId, userId: viewer.id, role: 'owner' });
        return companyId;
      });
      return { company: toCompany((await repo.membershipOf(viewer.id, id))!) };
    },

    mine: async (viewer: Viewer) => ({ companies: (await repo.mine(viewer.id)).map(toCompany) }),

    get: detail,

    /** The owner invites by e-mail; the invited person's account (if any) gets the link by e-mail and in the app. */
    async invite(viewer: Viewer, companyId: string, input: { email: string; role: MemberRole }) {
      return repo.transaction(async (tx) => {
        const company = await asOwner(tx, viewer, companyId);
        const token = randomBytes(24).toString('base64url');
        const row = await tx.insertInvitation({
          companyId,
          email: input.email,
          role: input.role,
          tokenHash: hashToken(token),
          invitedBy: viewer.id,
          expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 3600 * 1000),
        });
        const invitee = await tx.userByEmail(input.email);
        if (invitee) {
          await tx.notify([
            {
              userId: invitee.id,
              kind: 'company_invitation',
              data: { companyName: company.name, inviterName: viewer.name, role: input.role, token },
            },
          ]);
        }
        return {
          invitation: {
            id: row.id,
            email: row.email,
            role: row.role,
            expiresAt: row.expiresAt.toISOString(),
          },
        };
      });
    },

    /** Joins the company with the invitation's role; only the invited e-mail's account can, and only once. */
    async accept(viewer: Viewer, token: string) {
      const companyId = await repo.transaction(async (tx) => {
        const claimed = await tx.claimInvitation(hashToken(token), viewer.email);
        if (!claimed) {
          throw new AppError('NOT_FOUND', 'Invitation not found or no longer open', {
            token: 'Invitation not found or no longer open',
          });
        }
        // Already a member: the invitation is used up and the member keeps their role.
        await tx.insertMember({ companyId: claimed.companyId, userId: viewer.id, role: claimed.role });
        return claimed.companyId;
      });
      return detail(viewer, companyId);
    },

    /** The owner's company settings: whether every order bought for it needs a PO number (decision 0041). */
    async updateSettings(viewer: Viewer, companyId: string, input: { poRequired: boolean }) {
      await repo.transaction(async (tx) => {
        await lockCompany(tx, companyId);
        await asOwner(tx, viewer, companyId);
        await tx.setPoRequired(companyId, input.poRequired);
      });
      return detail(viewer, companyId);
    },

    async updateMember(
      viewer: Viewer,
      companyId: string,
      userId: string,
      input: { role: MemberRole; orderLimit: number | null },
    ) {
      await repo.transaction(async (tx) => {
        await lockCompany(tx, companyId); // before the owner check: see transferOwnership
        await asOwner(tx, viewer, companyId);
        const member = await lockedMember(tx, companyId, userId);
        if (member.role === 'owner') {
          const message = 'The owner keeps the owner role: transfer ownership to a member first';
          throw new AppError('VALIDATION_FAILED', message, { role: message }, 422);
        }
        await tx.setMember(companyId, userId, { role: input.role, orderLimitPoisha: input.orderLimit });
      });
      return detail(viewer, companyId);
    },

    /** A member leaves (their own id) or the owner removes one; the owner cannot leave without a transfer. */
    async removeMember(viewer: Viewer, companyId: string, userId: string) {
      const leaving = userId === viewer.id;
      await repo.transaction(async (tx) => {
        await lockCompany(tx, companyId); // before the checks: see transferOwnership
        if (leaving) await membership(tx, viewer, companyId);
        else await asOwner(tx, viewer, companyId);
        const member = await lockedMember(tx, companyId, userId);
        if (member.role === 'owner') {
          const message = 'The owner cannot leave: transfer ownership to a member first';
          throw new AppError('VALIDATION_FAILED', message, { userId: message }, 422);
        }
        await tx.removeMember(companyId, userId);
      });
    },

    /** The owner hands ownership to a member and becomes a buyer, in one transaction (always one owner). */
    async transferOwnership(viewer: Viewer, companyId: string, userId: string) {
      await repo.transaction(async (tx) => {
        // The member rows are locked BEFORE the owner check: checked first, two transfers raced on PostgreSQL
        // could both see the caller as owner, and the second then broke the one-owner index (a 500, not the 403).
        // Locked first, the second waits and then reads the first's outcome (read committed: a fresh snapshot).
        await lockCompany(tx, companyId);
        await asOwner(tx, viewer, companyId);
        await lockedMember(tx, companyId, userId);
        if (userId === viewer.id) return;
        // Demote first: the unique index allows one owner at any moment, also inside the transaction.
        await tx.setMember(companyId, viewer.id, { role: 'buyer' });
        await tx.setMember(companyId, userId, { role: 'owner', orderLimitPoisha: null });
      });
      return detail(viewer, companyId);
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
