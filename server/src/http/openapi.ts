import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

// The OpenAPI document is generated from the same zod schemas that validate requests and serialise replies.
export async function registerOpenApi(app: FastifyInstance, brandName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${brandName} API`,
        description:
          'Wholesale marketplace API. Errors share one shape: { acknowledged: false, code, message, fields? }.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          cookie: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token from the set-auth-token header of sign-in',
          },
        },
      },
      tags: [
        { name: 'catalog', description: 'Public product catalog' },
        { name: 'listings', description: "Sellers' own products" },
        { name: 'moderation', description: 'Review of listings (admin)' },
        { name: 'orders', description: 'Ordering, cancelling and fulfilment' },
        { name: 'trade', description: 'Requests for quotation, quotes and their threads' },
        { name: 'reviews', description: "Buyers' reviews after delivery, sellers' replies, seller pages" },
        { name: 'dashboard', description: 'Figures, content and exports (admin)' },
        { name: 'content', description: 'Newsletter and site content' },
        { name: 'auth', description: 'Registration, sign-in and sessions (cookie or bearer token)' },
        { name: 'users', description: 'Your account; users and roles (admin)' },
        { name: 'uploads', description: 'Images' },
        { name: 'operations', description: 'Health and readiness' },
        { name: 'pages', description: 'Page helpers: the language switch' },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
