import {
  addressInputSchema,
  companyAddressListSchema,
  companyAddressParamsSchema,
  companyIdParamsSchema,
  errorResponseSchema,
  MAX_COMPANY_ADDRESSES,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/access.js';
import type { CompanyAddressesService } from './company-addresses.service.js';

const reply = {
  200: companyAddressListSchema,
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['companies'];

// A company's shared delivery addresses (issue 31 item 1). Every answer is the whole list, oldest first; a
// non-member gets 404 (no such company), a member who is not the owner 403 on a write.
export const companyAddressesRoutes: FastifyPluginAsyncZod<{
  companyAddresses: CompanyAddressesService;
}> = async (app, { companyAddresses }) => {
  app.get(
    '/companies/:id/addresses',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "The company's delivery addresses (any member)",
        params: companyIdParamsSchema,
        response: reply,
      },
    },
    async (request) => companyAddresses.list(await requireViewer(request), request.params.id),
  );

  app.post(
    '/companies/:id/addresses',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: `Add a delivery address to the company (owner only; at most ${MAX_COMPANY_ADDRESSES})`,
        params: companyIdParamsSchema,
        body: addressInputSchema,
        response: reply,
      },
    },
    async (request) => companyAddresses.add(await requireViewer(request), request.params.id, request.body),
  );

  app.put(
    '/companies/:id/addresses/:addressId',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "Change one of the company's addresses (owner only)",
        params: companyAddressParamsSchema,
        body: addressInputSchema,
        response: reply,
      },
    },
    async (request) =>
      companyAddresses.update(
        await requireViewer(request),
        request.params.id,
        request.params.addressId,
        request.body,
      ),
  );

  app.delete(
    '/companies/:id/addresses/:addressId',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "Remove one of the company's addresses (owner only)",
        params: companyAddressParamsSchema,
        response: reply,
      },
    },
    async (request) =>
      companyAddresses.remove(await requireViewer(request), request.params.id, request.params.addressId),
  );
};
