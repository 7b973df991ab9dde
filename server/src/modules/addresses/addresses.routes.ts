import {
  addressIdParamsSchema,
  addressInputSchema,
  addressListSchema,
  errorResponseSchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/access.js';
import type { AddressesService } from './addresses.service.js';

const reply = {
  200: addressListSchema,
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};

// Every answer is the whole list, oldest first (so a new address is the last one).
export const addressesRoutes: FastifyPluginAsyncZod<{ addresses: AddressesService }> = async (
  app,
  { addresses },
) => {
  app.get(
    '/me/addresses',
    {
      config: { access: 'user' },
      schema: { tags: ['users'], summary: 'Your saved delivery addresses', response: reply },
    },
    async (request) => addresses.list(await requireViewer(request)),
  );

  app.post(
    '/me/addresses',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Save a delivery address (at most 10)',
        body: addressInputSchema,
        response: reply,
      },
    },
    async (request) => addresses.add(await requireViewer(request), request.body),
  );

  app.delete(
    '/me/addresses/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['users'],
        summary: 'Delete one of your saved addresses',
        params: addressIdParamsSchema,
        response: reply,
      },
    },
    async (request) => addresses.remove(await requireViewer(request), request.params.id),
  );
};
