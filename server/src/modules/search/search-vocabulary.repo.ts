import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { CURATED_GROUPS, CURATED_VERSION } from './synonym-groups.js';

// The database side of search (migration 0029): the catalog's words (search_words, kept by triggers on products)
// and the operator's synonym groups (search_synonyms).

type Rows<T> = { rows: T[] };

/** The least pg_trgm similarity a word must have to the typed one to be offered instead of it. */
export const TYPO_SIMILARITY = 0.3;

export function createSearchVocabularyRepo(db: Db) {
  return {
    /** Which of these plain-form spellings are words of the catalog: plain → the stored words. */
    async wordsFor(plains: string[]): Promise<Map<string, string[]>> {
      const found = new Map<string, string[]>();
      if (!plains.length) return found;
      const result = (await db.execute(
        sql`select word, plain from search_words where plain = any(${sql.param(plains)}::text[])`,
      )) as unknown as Rows<{ word: string; plain: string }>;
      for (const { word, plain } of result.rows) found.set(plain, [...(found.get(plain) ?? []), word]);
      return found;
    },

    /**
     * The catalog word nearest to `plain` by trigram similarity (GIN index) but `not`, if one is near enough;
     * else the catalog words that may be within `spread` edits of it: the same first letter, a length within
     * `spread` (the edit-distance step's candidates, search/edit-distance.ts), at most `limit` — a scan of the
     * vocabulary (thousands of words, not products) that PostgreSQL runs only when the trigrams found nothing.
     * One statement: a misspelt search waits on each of its round trips.
     */
    async nearestOrAlike(
      plain: string,
      not: string,
      spread: number,
      limit: number,
    ): Promise<{ nearest?: string; alike: string[] }> {
      const first = [...plain][0] ?? '';
      const length = [...plain].length;
      const result = (await db.execute(
        sql`with nearest as (
              select word from search_words
              where plain % ${plain} and similarity(plain, ${plain}) >= ${TYPO_SIMILARITY} and word <> ${not}
              order by similarity(plain, ${plain}) desc, length(word), word limit 1)
            select (select word from nearest) as nearest,
              case when not exists (select from nearest) then array(
                select word from search_words
                where left(plain, 1) = ${first}
                  and char_length(plain) between ${length - spread} and ${length + spread}
                order by word limit ${limit}) end as alike`,
      )) as unknown as Rows<{ nearest: string | null; alike: string[] | null }>;
      const row = result.rows[0];
      return { nearest: row?.nearest ?? undefined, alike: row?.alike ?? [] };
    },

    /** Catalog words that begin with `plain` (suggestions as you type), shortest first. */
    async wordsStartingWith(plain: string, limit: number): Promise<string[]> {
      const result = (await db.execute(
        sql`select word from search_words where plain like ${`${plain.replace(/[\\%_]/g, '\\$&')}%`}
            order by length(word), word limit ${limit}`,
      )) as unknown as Rows<{ word: string }>;
      return result.rows.map((r) => r.word);
    },

    /**
     * Every synonym group. First copies the curated groups in when synonym-groups.ts's version is newer than
     * the last copy (one process wins the version's row; the others see it raised and copy nothing).
     */
    async synonymGroups(): Promise<string[][]> {
      await db.transaction(async (tx) => {
        const raised = (await tx.execute(
          sql`update search_synonym_state set curated_version = ${CURATED_VERSION}
              where curated_version < ${CURATED_VERSION} returning curated_version`,
        )) as unknown as Rows<unknown>;
        if (!raised.rows.length) return;
        await tx.execute(sql`delete from search_synonyms where curated`);
        await tx.execute(
          sql`insert into search_synonyms (words, curated)
              select array(select jsonb_array_elements_text(g)), true
              from jsonb_array_elements(${JSON.stringify(CURATED_GROUPS)}::jsonb) g`,
        );
      });
      const result = (await db.execute(
        sql`select words from search_synonyms order by id`,
      )) as unknown as Rows<{ words: string[] }>;
      return result.rows.map((r) => r.words);
    },
  };
}

export type SearchVocabularyRepo = ReturnType<typeof createSearchVocabularyRepo>;
