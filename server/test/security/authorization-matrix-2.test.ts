import { authorizationMatrix } from './authorization-matrix.js';

// Shard 2 of the authorization matrix (authorization-matrix.ts says how the routes are dealt).
await authorizationMatrix(2);
