import { randomBytes, timingSafeEqual } from 'node:crypto';
import { phoneOnlyEmail } from '@bulkbazar/contract';
import { phoneNumber } from 'better-auth/plugins/phone-number';

// Better Auth's phone-number plugin, our way (issue 32): its verify route signs in (or signs up) a number and
// makes the session as every other sign-in does, but the code is ours (phone-codes.ts: hashed, limited, sent
// through the SMS outbox). Our route (phone.routes.ts) checks the code first and hands the plugin a one-time
// pass instead, which the plugin's verifyOTP takes once; the plugin's own send-otp and password routes are not
// mounted, so its plain-text codes are never made.

/** Passes our route gave out, by number: good once, for a few seconds. */
const passes = new Map<string, { pass: string; until: number }>();

export function issuePhonePass(phone: string): string {
  const pass = randomBytes(24).toString('base64url');
  passes.set(phone, { pass, until: Date.now() + 10_000 });
  return pass;
}

function takePhonePass(phone: string, given: string): boolean {
  const held = passes.get(phone);
  passes.delete(phone);
  if (!held || held.until < Date.now()) return false;
  const a = Buffer.from(held.pass);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function phoneSignInPlugin() {
  const plugin = phoneNumber({
    sendOTP: () => {
      throw new Error('codes are sent by POST /api/auth/phone-number/send-otp (phone-codes.ts)');
    },
    verifyOTP: ({ phoneNumber: phone, code }) => takePhonePass(phone, code),
    signUpOnVerification: { getTempEmail: phoneOnlyEmail, getTempName: (phone) => phone },
  });
  // A new account is named with the name asked on the form (our route requires it when the number is new),
  // not the number the plugin would give it.
  const init = plugin.init.bind(plugin);
  return {
    ...plugin,
    init() {
      const base = init();
      const before = base.options.databaseHooks.user.create.before;
      const create: typeof before = async (data, ctx) => {
        const named = ctx?.path === '/phone-number/verify' && typeof ctx.body?.name === 'string';
        const result = await before(named ? { ...data, name: ctx.body.name as string } : data, ctx);
        return result ?? (named ? { data: { ...data, name: ctx.body.name as string } } : undefined);
      };
      return {
        options: {
          databaseHooks: {
            ...base.options.databaseHooks,
            user: { ...base.options.databaseHooks.user, create: { before: create } },
          },
        },
      };
    },
  };
}
