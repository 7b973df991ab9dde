import { z } from 'zod';

/**
 * The operator's queue of credit applications (issue 31 item 4, decision 0042): each company's open one, with
 * who asked and whether the company is verified (CREDIT_REQUIRES_VERIFIED_COMPANY refuses a limit otherwise).
 * Deciding a limit (PUT /api/admin/companies/:id/credit) closes it.
 */
export const pendingCreditApplicationSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  companyVerified: z.boolean(),
  requestedLimitPoisha: z.number(),
  termsDays: z.number(),
  note: z.string().nullable(),
  appliedBy: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  createdAt: z.string(),
});
export type PendingCreditApplication = z.infer<typeof pendingCreditApplicationSchema>;

export const pendingCreditApplicationsSchema = z.object({
  applications: z.array(pendingCreditApplicationSchema),
});
export type PendingCreditApplications = z.infer<typeof pendingCreditApplicationsSchema>;
