import { z } from 'zod';

/**
 * The listing sheet's columns (issue 30 items 5 and 6): one row per variant (one row for a product without
 * options), grouped by `handle`. Export writes them, import reads them, the template offers them with English
 * or Bengali headers; either header is accepted on import.
 */
export const LISTING_SHEET_COLUMNS = [
  ['handle', 'হ্যান্ডেল'],
  ['name', 'পণ্যের নাম'],
  ['description', 'বিবরণ'],
  ['details', 'বিস্তারিত'],
  ['category', 'ক্যাটাগরি'],
  ['brand', 'ব্র্যান্ড'],
  ['price', 'দাম'],
  ['minimum', 'সর্বনিম্ন অর্ডার'],
  ['pack', 'প্যাকের আকার'],
  ['max_per_order', 'প্রতি অর্ডারে সর্বোচ্চ'],
  ['weight_kg', 'ওজন (কেজি)'],
  ['tiers', 'দামের ধাপ'],
  ['variant_rule', 'ভ্যারিয়েন্টের নিয়ম'],
  ['option1_name', 'অপশন ১'],
  ['option1_value', 'অপশন ১-এর মান'],
  ['option2_name', 'অপশন ২'],
  ['option2_value', 'অপশন ২-এর মান'],
  ['option3_name', 'অপশন ৩'],
  ['option3_value', 'অপশন ৩-এর মান'],
  ['sku', 'এসকেইউ'],
  ['stock', 'স্টক'],
  ['variant_price', 'ভ্যারিয়েন্টের দাম'],
  ['pack_units', 'প্যাকে একক'],
  ['image', 'ছবি'],
  ['extra_images', 'আরও ছবি'],
] as const;

export type ListingSheetColumn = (typeof LISTING_SHEET_COLUMNS)[number][0];
export type ListingSheetRow = Record<ListingSheetColumn, string>;

export const LISTING_SHEET_HEADERS_EN = LISTING_SHEET_COLUMNS.map(([en]) => en);
export const LISTING_SHEET_HEADERS_BN = LISTING_SHEET_COLUMNS.map(([, bn]) => bn);

const byHeader = new Map<string, ListingSheetColumn>(
  LISTING_SHEET_COLUMNS.flatMap(([en, bn]) => [
    [en, en],
    [bn, en],
  ]),
);

/** A header cell as a column name (English or Bengali, any case, spaces trimmed), else undefined. */
export const listingSheetColumn = (header: string): ListingSheetColumn | undefined =>
  byHeader.get(header.trim().normalize('NFC')) ?? byHeader.get(header.trim().toLowerCase());

/** Tiers in one cell: "100:95; 500:90" is 95 taka from 100 units, 90 from 500. */
export const SHEET_TIER_SEPARATOR = ';';
/** Extra images in one cell, separated by spaces. */
export const SHEET_IMAGE_SEPARATOR = ' ';

/** A bulk import's stages: queued → validating → ready (a dry run, waiting for Confirm) → importing → done. */
export const IMPORT_STATUSES = ['queued', 'validating', 'ready', 'importing', 'done', 'failed'] as const;

export const importQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun is true or false' })
    .optional()
    .transform((v) => v === 'true'),
});

export const importJobParamsSchema = z.object({ jobId: z.string().max(100) });

export const importSubmittedSchema = z.object({ jobId: z.string() });

export const importRowErrorSchema = z.object({
  column: z.string(),
  message: z.string(),
  messageBn: z.string(),
});

export const importJobSchema = z.object({
  jobId: z.string(),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  dryRun: z.boolean(),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  rows: z.array(
    z.object({ row: z.number().int(), handle: z.string(), errors: z.array(importRowErrorSchema) }),
  ),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  error: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

/** A seller's recent imports, newest first (My products → Import and export). */
export const importHistorySchema = z.object({
  imports: z.array(
    z.object({
      jobId: z.string(),
      fileName: z.string(),
      status: z.enum(IMPORT_STATUSES),
      dryRun: z.boolean(),
      rowsWithErrors: z.number().int(),
      created: z.number().int(),
      updated: z.number().int(),
      createdAt: z.string(),
    }),
  ),
});
export type ImportHistory = z.infer<typeof importHistorySchema>;
