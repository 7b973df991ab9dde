import type { SynonymGroup, SynonymGroupBody, SynonymListQuery, SynonymPage } from '@bulkbazar/contract';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit-record.js';
import type { Db } from '../../db/client.js';
import { escapeLike } from '../../db/escape-like.js';
import { AppError } from '../../kernel/app-error.js';
import type { Viewer } from '../../kernel/viewer.js';
import { searchWords } from './bengali-normalise.js';

// The operator's synonym editor (issue 34): list, add, edit and delete the search_synonyms groups that query
// expansion reads. Each change writes the audit trail in its own transaction, then tells search to forget the
// groups it keeps (search-terms.service.ts's forgetSynonyms), so the next search in this process uses them;
// other processes see them within SYNONYMS_TTL_MS.

type Row = { id: number; words: string[]; curated: boolean; updated_at: Date | string };
type Rows<T> = { rows: T[] };

const toGroup = (r: Row): SynonymGroup => ({
  id: Number(r.id),
  words: r.words,
  curated: r.curated,
  updatedAt: new Date(r.updated_at).toISOString(),
});

/**
 * The words as search compares them: each phrase split and normalised as a typed query is (bengali-normalise.ts),
 * its words joined by one space; duplicates after that and words with no letter or digit are refused.
 */
export function normaliseSynonymWords(words: string[]): string[] {
  const out: string[] = [];
  for (const [i, word] of words.entries()) {
    const phrase = searchWords(word).join(' ');
    if (!phrase) throw invalid(`words.${i}`, 'Write a word with a letter or digit');
    if (out.includes(phrase)) throw invalid(`words.${i}`, `"${phrase}" is already in the group`);
    out.push(phrase);
  }
  if (out.length < 2) throw invalid('words', 'A group needs at least two words');
  return out;
}

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });
const notFound = () => new AppError('NOT_FOUND', 'No such synonym group');

/**
 * `ensureCurated` copies the curated groups in when they are newer than the table's (the vocabulary repo's
 * synonymGroups), so the editor shows and edits what search uses even before the first search.
 */
export function createSynonymsAdmin(
  db: Db,
  forgetSynonyms: () => void,
  ensureCurated: () => Promise<unknown>,
) {
  const byId = async (tx: Db, id: number, lock = false): Promise<Row | undefined> => {
    const result = (await tx.execute(
      lock
        ? sql`select id, words, curated, updated_at from search_synonyms where id = ${id} for update`
        : sql`select id, words, curated, updated_at from search_synonyms where id = ${id}`,
    )) as unknown as Rows<Row>;
    return result.rows[0];
  };

  /** Another group with exactly these words (in any order): the same group twice is refused. */
  const sameGroup = async (tx: Db, words: string[], not: number | null): Promise<boolean> => {
    const result = (await tx.execute(
      sql`select 1 from search_synonyms
          where words @> ${sql.param(words)}::text[] and words <@ ${sql.param(words)}::text[]
            and (${not}::int is null or id <> ${not}::int) limit 1`,
    )) as unknown as Rows<unknown>;
    return result.rows.length > 0;
  };

  return {
    async list(query: SynonymListQuery): Promise<SynonymPage> {
      await ensureCurated();
      const q = query.q ? searchWords(query.q).join(' ') : '';
      const where = q
        ? sql`where exists (select 1 from unnest(words) w where w like ${`%${escapeLike(q)}%`})`
        : sql``;
      const offset = (query.page - 1) * query.pageSize;
      const [rows, count] = await Promise.all([
        db.execute(
          sql`select id, words, curated, updated_at from search_synonyms ${where}
              order by id desc limit ${query.pageSize} offset ${offset}`,
        ) as unknown as Promise<Rows<Row>>,
        db.execute(sql`select count(*)::int as n from search_synonyms ${where}`) as unknown as Promise<
          Rows<{ n: number }>
        >,
      ]);
      return {
        groups: rows.rows.map(toGroup),
        total: Number(count.rows[0]?.n ?? 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async create(actor: Viewer, body: SynonymGroupBody): Promise<SynonymGroup> {
      await ensureCurated();
      const words = normaliseSynonymWords(body.words);
      const group = await db.transaction(async (tx) => {
        if (await sameGroup(tx, words, null)) throw invalid('words', 'This group already exists');
        const result = (await tx.execute(
          sql`insert into search_synonyms (words, curated) values (${sql.param(words)}::text[], false)
              returning id, words, curated, updated_at`,
        )) as unknown as Rows<Row>;
        const created = toGroup(result.rows[0]!);
        await recordAudit(tx, actor, {
          action: 'synonyms.create',
          target: { type: 'synonym_group', id: created.id },
          after: { words: created.words },
        });
        return created;
      });
      forgetSynonyms();
      return group;
    },

    /** Replaces the group's words; a curated group becomes the operator's own (a new curated list keeps it). */
    async update(actor: Viewer, id: number, body: SynonymGroupBody): Promise<SynonymGroup> {
      await ensureCurated();
      const words = normaliseSynonymWords(body.words);
      const group = await db.transaction(async (tx) => {
        const before = await byId(tx, id, true);
        if (!before) throw notFound();
        if (await sameGroup(tx, words, id)) throw invalid('words', 'This group already exists');
        const result = (await tx.execute(
          sql`update search_synonyms set words = ${sql.param(words)}::text[], curated = false, updated_at = now()
              where id = ${id} returning id, words, curated, updated_at`,
        )) as unknown as Rows<Row>;
        const updated = toGroup(result.rows[0]!);
        await recordAudit(tx, actor, {
          action: 'synonyms.update',
          target: { type: 'synonym_group', id },
          before: { words: before.words, curated: before.curated },
          after: { words: updated.words, curated: updated.curated },
        });
        return updated;
      });
      forgetSynonyms();
      return group;
    },

    async remove(actor: Viewer, id: number): Promise<void> {
      await ensureCurated();
      await db.transaction(async (tx) => {
        const before = await byId(tx, id, true);
        if (!before) throw notFound();
        await tx.execute(sql`delete from search_synonyms where id = ${id}`);
        await recordAudit(tx, actor, {
          action: 'synonyms.remove',
          target: { type: 'synonym_group', id },
          before: { words: before.words, curated: before.curated },
        });
      });
      forgetSynonyms();
    },
  };
}

export type SynonymsAdmin = ReturnType<typeof createSynonymsAdmin>;
