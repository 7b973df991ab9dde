import { addressInputSchema, companyInputSchema } from '@bulkbazar/contract';
import type { Db } from '../db/client.js';
import type { Viewer } from '../kernel/viewer.js';
import { createCompaniesRepo } from '../modules/companies/companies.repo.js';
import { createCompaniesService } from '../modules/companies/companies.service.js';
import { createCompanyAddressesRepo } from '../modules/company-addresses/company-addresses.repo.js';
import { createCompanyAddressesService } from '../modules/company-addresses/company-addresses.service.js';

/** The demo company's buyer may order up to ৳50,000 (in poisha) without an approval. */
export const DEMO_BUYER_LIMIT_POISHA = 50_000_00;

/** The addresses Akter Traders' members choose at checkout when buying for it (issue 31 item 1). */
export const DEMO_COMPANY_ADDRESSES = [
  {
    label: 'Chattogram shop',
    location: { division: 'Chattogram', district: 'Chattogram', area: 'Kotwali' },
    shippingAddress: 'Shop 7, Akter Market, Khatunganj, Chattogram 4000',
    phoneNumber: '01811223344',
  },
  {
    label: 'Dhaka warehouse',
    location: { division: 'Dhaka', district: 'Dhaka', area: 'Tejgaon Industrial Area' },
    shippingAddress: 'Godown 3, Plot 218, Tejgaon I/A, Dhaka 1208',
    phoneNumber: '01711223344',
  },
];

/**
 * A company buying on the demo shop (issue 31 item 7): Rahima Akter's Bongobazar shop owns it, Tanvir Hasan buys
 * for it up to ৳50,000 an order, Nusrat Jahan approves what goes above. Made through the companies service (the
 * same checks as POST /api/companies and PUT …/members); the two members join as an accepted invitation would
 * add them (the invitation's token only ever travels by e-mail). Its members share two delivery addresses (its
 * Chattogram shop and a Dhaka warehouse), which the owner adds as on the company page.
 */
export async function seedDemoCompany(tx: Db, owner: Viewer, buyer: Viewer, approver: Viewer) {
  const repo = createCompaniesRepo(tx);
  const companies = createCompaniesService(repo);
  const { company } = await companies.create(
    owner,
    companyInputSchema.parse({
      name: 'Akter Traders',
      tradeLicence: 'TRAD/DSCC/2023/04512',
      bin: '0012345670101',
      tin: '123456789012',
      location: { division: 'Dhaka', district: 'Dhaka', area: 'Bangshal' },
      address: 'Shop 14, Bongobazar Complex, Fulbaria, Dhaka 1000',
    }),
  );
  await repo.insertMember({ companyId: company.id, userId: buyer.id, role: 'buyer' });
  await repo.insertMember({ companyId: company.id, userId: approver.id, role: 'approver' });
  await companies.updateMember(owner, company.id, buyer.id, {
    role: 'buyer',
    orderLimit: DEMO_BUYER_LIMIT_POISHA,
  });
  const addresses = createCompanyAddressesService(createCompanyAddressesRepo(tx));
  for (const address of DEMO_COMPANY_ADDRESSES)
    await addresses.add(owner, company.id, addressInputSchema.parse(address));
  return { companyId: company.id };
}
