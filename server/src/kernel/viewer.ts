import type { Role } from '@bulkbazar/contract';

/** Who is asking: the signed-in user a service decides for (the HTTP layer resolves it from the session). */
export type Viewer = { id: string; email: string; name: string; image: string | null; role: Role };
