import { z } from 'zod';

// The operator's synonym editor (issue 34, /dashboard/synonyms). The server writes each word as search
// compares it (lower case, Bengali normalised, digits kept) and refuses a group that says fewer than two
// different words after that (400 naming `words`).

export const SYNONYM_GROUP_MAX_WORDS = 20;
export const SYNONYM_WORD_MAX_LENGTH = 60;

const synonymWordSchema = z
  .string()
  .trim()
  .min(1, 'Write a word')
  .max(SYNONYM_WORD_MAX_LENGTH, `At most ${SYNONYM_WORD_MAX_LENGTH} characters`);

/** POST /api/admin/search/synonyms and PUT …/:id: the group's words ("rice", "চাল", "chal", "power bank"). */
export const synonymGroupBodySchema = z.object({
  words: z
    .array(synonymWordSchema)
    .min(2, 'A group needs at least two words')
    .max(SYNONYM_GROUP_MAX_WORDS, `At most ${SYNONYM_GROUP_MAX_WORDS} words`),
});
export type SynonymGroupBody = z.infer<typeof synonymGroupBodySchema>;

/** GET /api/admin/search/synonyms: groups holding a word that contains `q`, newest id first, by pages. */
export const synonymListQuerySchema = z.object({
  q: z.string().trim().max(SYNONYM_WORD_MAX_LENGTH).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type SynonymListQuery = z.infer<typeof synonymListQuerySchema>;

export const synonymIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const synonymGroupSchema = z.object({
  id: z.number().int(),
  words: z.array(z.string()),
  /** Copied from the shop's curated list (search/synonym-groups.ts); an edit makes it the operator's own. */
  curated: z.boolean(),
  updatedAt: z.string(),
});
export type SynonymGroup = z.infer<typeof synonymGroupSchema>;

export const synonymPageSchema = z.object({
  groups: z.array(synonymGroupSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SynonymPage = z.infer<typeof synonymPageSchema>;

export const synonymGroupResponseSchema = z.object({ group: synonymGroupSchema });
