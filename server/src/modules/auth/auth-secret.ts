import type { AuthRepo } from './auth.repo.js';

/**
 * The key that signs session cookies: AUTH_SECRET when set, else one generated on the first start and kept
 * in the database, so every process on the same database shares it and sessions survive restarts.
 */
export async function resolveAuthSecret(
  repo: Pick<AuthRepo, 'storedSecret'>,
  configured: string | undefined,
): Promise<string> {
  return configured ?? repo.storedSecret('auth-secret');
}
