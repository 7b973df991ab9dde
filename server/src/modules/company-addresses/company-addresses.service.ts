import { MAX_COMPANY_ADDRESSES, type Location, type SavedAddress } from '@bulkbazar/contract';
import { findLocation } from '../../kernel/bd-locations/bd-locations.js';
import { AppError } from '../../kernel/app-error.js';
import { isUuid } from '../../kernel/ids.js';
import type { Viewer } from '../../kernel/viewer.js';
import type {
  CompanyAddressesRepo,
  CompanyAddressesTx,
  CompanyAddressRow,
} from './company-addresses.repo.js';

/** The address input after the contract's schema (the phone number already in +8801… form). */
type Input = { label: string; shippingAddress: string; phoneNumber: string; location?: Location };

const toAddress = (row: CompanyAddressRow): SavedAddress => ({
  _id: row.id,
  label: row.label,
  shippingAddress: row.shippingAddress,
  location:
    row.division && row.district && row.area
      ? { division: row.division, district: row.district, area: row.area }
      : null,
  phoneNumber: row.phoneNumber,
  createdAt: row.createdAt.toISOString(),
});

// As in the companies module: another company's id answers as one that does not exist.
const companyNotFound = () => new AppError('NOT_FOUND', 'Company not found', { id: 'Company not found' });
const addressNotFound = () =>
  new AppError('NOT_FOUND', 'Address not found', { addressId: 'Address not found' });

/** The columns an address input becomes: its place as the official lists spell it (a place not in them: 400). */
function columns({ location, ...input }: Input) {
  const place = location && findLocation(location);
  if (location && !place) {
    const message = 'Choose a place from the list';
    throw new AppError('VALIDATION_FAILED', message, { 'location.area': message });
  }
  return {
    ...input,
    division: place?.division ?? null,
    district: place?.district ?? null,
    area: place?.area ?? null,
  };
}

/**
 * A company's delivery addresses (issue 31 item 1): every member reads them (a company checkout ships to one),
 * only the owner writes them (other members 403), and a non-member finds no company (404).
 */
export function createCompanyAddressesService(repo: CompanyAddressesRepo) {
  const role = async (db: CompanyAddressesTx, viewer: Viewer, companyId: string) => {
    const found = isUuid(companyId) ? await db.roleOf(viewer.id, companyId) : undefined;
    if (!found) throw companyNotFound();
    return found;
  };
  const asOwner = async (db: CompanyAddressesTx, viewer: Viewer, companyId: string) => {
    if ((await role(db, viewer, companyId)) !== 'owner')
      throw new AppError('FORBIDDEN', 'Only the company owner can do this');
  };
  const list = async (companyId: string) => ({ addresses: (await repo.list(companyId)).map(toAddress) });

  return {
    async list(viewer: Viewer, companyId: string) {
      await role(repo, viewer, companyId);
      return list(companyId);
    },

    async add(viewer: Viewer, companyId: string, input: Input) {
      const values = columns(input);
      await repo.transaction(async (tx) => {
        await asOwner(tx, viewer, companyId);
        await tx.lockCompany(companyId);
        if ((await tx.list(companyId)).length >= MAX_COMPANY_ADDRESSES) {
          const message = `A company can keep at most ${MAX_COMPANY_ADDRESSES} addresses: delete one first`;
          throw new AppError('CONFLICT', message, { label: message });
        }
        await tx.insert({ companyId, ...values });
      });
      return list(companyId);
    },

    async update(viewer: Viewer, companyId: string, id: string, input: Input) {
      const values = columns(input);
      await asOwner(repo, viewer, companyId);
      if (!(isUuid(id) && (await repo.update(companyId, id, values)))) throw addressNotFound();
      return list(companyId);
    },

    /** Orders already placed keep the address they were sent to (copied onto each order). */
    async remove(viewer: Viewer, companyId: string, id: string) {
      await asOwner(repo, viewer, companyId);
      if (!(isUuid(id) && (await repo.remove(companyId, id)))) throw addressNotFound();
      return list(companyId);
    },
  };
}

export type CompanyAddressesService = ReturnType<typeof createCompanyAddressesService>;
