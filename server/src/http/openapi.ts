import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { staffPermissionOf, type Access } from './route-rules.js';

type OpenApiOptions = { brandName: string; baseUrl: string };

/** The stand-ins of the payment gateways and couriers (PAYMENTS_FAKE, COURIERS_FAKE) speak their APIs, not ours. */
const STAND_INS = /^\/_fake(\/|$)/;

// Either scheme will do: two alternatives, not both at once.
const SIGNED_IN: Record<string, string[]>[] = [{ cookie: [] }, { bearer: [] }];

// Said in each operation's description, so a reader of the document knows what the security entry means here.
const WHO: Record<'public' | 'user' | 'owner' | 'admin', string> = {
  public: 'Open to anyone, signed in or not.',
  user: 'Any signed-in user (the session cookie or a bearer token).',
  owner: 'A signed-in user whose record it is (its buyer, seller or author), or an admin.',
  admin: 'Administrators only.',
};

/**
 * Each operation's `security` and description come from its route's access rule (`config.access`, the same
 * rule that guards it: http/access.ts), so a new route is documented as it is guarded without a line of its
 * own. Routes outside /api have no rule and are public.
 */
const transform: SwaggerTransform = (document) => {
  if (STAND_INS.test(document.url)) return { schema: { hide: true }, url: document.url };
  const result = jsonSchemaTransform(document);
  const access: Access = document.route.config?.access ?? 'public';
  const permission = staffPermissionOf(access);
  const who = permission
    ? `Staff whose roles grant '${permission}' (contract staff.ts), and administrators.`
    : WHO[access as keyof typeof WHO];
  const description = [result.schema.description, who].filter(Boolean).join('\n\n');
  return {
    url: result.url,
    schema: { ...result.schema, description, security: access === 'public' ? [] : SIGNED_IN },
  };
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/**
 * `getOrdersByIdInvoicePdf` for GET /api/orders/{id}/invoice.pdf: the method and the path's words (without
 * /api), parameters as "By…". Stable while the path is, and unique because a method and a path are.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/|$)/, '')
    .split(/[/.\-_]+/)
    .filter(Boolean)
    .map((word) => {
      const param = /^\{(\w+)\}$/.exec(word);
      return param ? `By${capital(param[1]!)}` : capital(word.replace(/\W/g, ''));
    });
  return method.toLowerCase() + words.join('');
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Every operation gets an operationId (clients generated from the document name their calls by it). */
const transformObject: SwaggerTransformObject = (document) => {
  const result = jsonSchemaTransformObject(document) as { paths?: Record<string, Record<string, unknown>> };
  for (const [path, item] of Object.entries(result.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method] as { operationId?: string } | undefined;
      if (operation) operation.operationId ??= operationIdOf(method, path);
    }
  }
  return result;
};

// The OpenAPI document is generated from the same zod schemas that validate requests and serialise replies.
export async function registerOpenApi(
  app: FastifyInstance,
  { brandName, baseUrl }: OpenApiOptions,
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${brandName} API`,
        description:
          'Wholesale marketplace API. Errors share one shape: { acknowledged: false, code, message, fields? }.',
        version: '0.1.0',
      },
      servers: [{ url: baseUrl, description: 'This shop (PUBLIC_URL)' }],
      components: {
        securitySchemes: {
          cookie: {
            type: 'apiKey',
            in: 'cookie',
            // Browsers get the __Secure- name once the shop is served over https (modules/auth/auth.ts).
            name: `${baseUrl.startsWith('https://') ? '__Secure-' : ''}better-auth.session_token`,
            description: 'The session cookie that sign-in sets (HttpOnly, SameSite=Lax)',
          },
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
        { name: 'search', description: "The search's synonym groups, edited by catalog staff" },
        { name: 'orders', description: 'Carts, checkout, ordering, cancelling, fulfilment and invoices' },
        {
          name: 'payments',
          description: 'Online payments (bKash, SSLCommerz): options, returns and the ledger',
        },
        {
          name: 'delivery',
          description: 'Places, delivery charges, courier bookings, tracking and callbacks',
        },
        { name: 'trade', description: 'Requests for quotation, quotes and their threads' },
        { name: 'reviews', description: "Buyers' reviews after delivery, sellers' replies, seller pages" },
        {
          name: 'notifications',
          description: 'Your notifications and their settings; the e-mail outbox (admin)',
        },
        { name: 'dashboard', description: 'Figures, content and exports (admin)' },
        {
          name: 'finance',
          description:
            "Marketplace money: sellers' finance and payouts, commission, refunds, couriers' COD remittances",
        },
        { name: 'content', description: 'Newsletter and site content' },
        { name: 'auth', description: 'Registration, sign-in and sessions (cookie or bearer token)' },
        { name: 'users', description: 'Your account; users and roles (admin)' },
        { name: 'companies', description: 'Companies that buy: members, roles, invitations' },
        {
          name: 'credit',
          description: 'Trade credit on net terms: applications, limits, invoices, the aging report',
        },
        {
          name: 'approvals',
          description: "Company checkouts over a buyer's order limit, waiting for an approver",
        },
        { name: 'verification', description: "Verified businesses: private documents, the operators' queue" },
        { name: 'uploads', description: 'Images' },
        { name: 'operations', description: 'Health and readiness' },
        { name: 'pages', description: 'Page helpers: the language switch' },
      ],
    },
    transform,
    transformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
