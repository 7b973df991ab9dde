import { authorizationMatrix } from './authorization-matrix.js';

// Shard 1 of the authorization matrix (authorization-matrix.ts says how the routes are dealt).
await authorizationMatrix(1);
