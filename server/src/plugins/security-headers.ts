import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// A strict CSP that the built web app passes: scripts and styles only from our origin, images also from
// data:/blob: (previews of files being uploaded). Swagger UI sets its own CSP on its routes.
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // Product images are same-origin; no reason to allow others to embed our pages or resources.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
