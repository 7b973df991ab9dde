import type { StaffRole } from '@bulkbazar/contract';
import type { Viewer } from '../kernel/viewer.js';
import type { SeedRepo } from './seed.repo.js';
import type { SeedServices } from './seed-services.js';

/** The demo's operator team (issue 33): one staff member per role besides the administrators. */
export const SEED_STAFF: { name: string; email: string; role: StaffRole }[] = [
  { name: 'Mina Moderator', email: 'moderator@bulkbazar.example.com', role: 'moderator' },
  { name: 'Sumon Support', email: 'support@bulkbazar.example.com', role: 'support' },
  { name: 'Farida Finance', email: 'finance@bulkbazar.example.com', role: 'finance' },
];

/**
 * Adds the staff members and gives each their role through the users service, as an administrator would on the
 * users page: each grant is a row of the audit trail (the demo's trail then shows role changes beside the
 * commission rules and the other staff actions the demo makes).
 */
export async function seedDemoStaff(services: SeedServices, repo: SeedRepo, operator: Viewer) {
  const people = await repo.insertPeople(SEED_STAFF);
  for (const [i, person] of people.entries())
    await services.users.setRoles(operator, person.id, { roles: [SEED_STAFF[i]!.role] });
  return people.length;
}
