import {
  errorResponseSchema,
  phoneSendCodeBodySchema,
  phoneSendCodeResponseSchema,
  phoneVerifyBodySchema,
  phoneVerifyResponseSchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/access.js';
import { AppError } from '../../kernel/app-error.js';
import type { Auth } from './auth.js';
import { forwardToAuth } from './forward-to-auth.js';
import type { PhoneCodes } from './phone-codes.repo.js';
import { issuePhonePass } from './phone-sign-in.js';

type Options = { auth: Auth; codes: PhoneCodes; codeQueued: () => void };

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

export const NAME_NEEDED = 'Enter your name to open an account with this number';
export const PHONE_TAKEN = 'This number belongs to another account';

/**
 * Sign-in by SMS code (issue 32), under /api/auth beside the library's other routes: send-otp is ours (limits,
 * hashed codes, the SMS outbox); verify checks the code here, then lets Better Auth's phone-number plugin sign
 * the number's account in, sign a new number up (with the name given), or add the number to the signed-in
 * account (`updatePhoneNumber`), so the session is the library's as for every other sign-in.
 */
export const phoneRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, codes, codeQueued }) => {
  app.post(
    '/phone-number/send-otp',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Text a 6-digit sign-in code (5 minutes, 5 tries) to a Bangladeshi mobile number; limited per number, per address and per day',
        body: phoneSendCodeBodySchema,
        response: { 200: phoneSendCodeResponseSchema, ...errors },
      },
    },
    async (request) => {
      await codes.request(request.body.phoneNumber, request.ip);
      codeQueued();
      return { message: 'code sent' };
    },
  );

  app.post(
    '/phone-number/verify',
    {
      config: { access: 'public', credentialLimit: 'sign-in', changesSessions: true },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with the SMS code (a new number signs up with `name`); with updatePhoneNumber, add the number to the signed-in account',
        body: phoneVerifyBodySchema,
        response: { 200: phoneVerifyResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { phoneNumber, code, name, updatePhoneNumber } = request.body;
      if (updatePhoneNumber) {
        const viewer = await requireViewer(request);
        if (await codes.accountWith(phoneNumber, viewer.id))
          throw new AppError('CONFLICT', PHONE_TAKEN, { phoneNumber: PHONE_TAKEN });
      } else if (!name && !(await codes.accountWith(phoneNumber))) {
        throw new AppError('VALIDATION_FAILED', NAME_NEEDED, { name: NAME_NEEDED });
      }
      await codes.verify(phoneNumber, code);
      // The plugin reads the body sent on: the number as stored, and our one-time pass as its code.
      request.body = {
        phoneNumber,
        code: issuePhonePass(phoneNumber),
        ...(name ? { name } : {}),
        ...(updatePhoneNumber ? { updatePhoneNumber: true } : {}),
      };
      await forwardToAuth(auth, request, reply, { bearerTokenHeader: true });
    },
  );
};
