import type { Role } from '@bulkbazar/contract';
import type { Db } from '../src/db/client.js';
import type { Viewer } from '../src/kernel/viewer.js';
import { createUser } from './factories.js';

/** A user in the database and the Viewer a service is called with for them (no session, no HTTP). */
export async function createViewer(db: Db, role: Role = 'user'): Promise<Viewer> {
  const u = await createUser(db, { role });
  return { id: u.id, email: u.email, name: u.name, image: null, role };
}
