import type { SynonymGroup } from '@bulkbazar/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { useSynonymWrites, wordsOf } from '../api/synonyms';
import { useNotice } from './notice';

const field =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-700 dark:bg-slate-900';

type Props = { group?: SynonymGroup; onDone?: () => void };

/**
 * One box of comma-separated words: adds a group, or with `group` replaces its words. The server's per-field
 * messages (`words`, `words.2`) are shown under the box; anything else as the form's message.
 */
export function SynonymGroupForm({ group, onDone }: Props) {
  const { t } = useTranslation();
  const notify = useNotice();
  const { save } = useSynonymWrites();
  const [text, setText] = useState(group ? group.words.join(', ') : '');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({ id: group?.id, body: { words: wordsOf(text) } });
      notify(t(group ? 'synonyms.saved' : 'synonyms.added'));
      if (!group) setText('');
      onDone?.();
    } catch (e) {
      if (!isApiError(e)) throw e;
      const fields = Object.entries(e.fields).filter(([key]) => key === 'words' || key.startsWith('words.'));
      setError(fields.length ? fields.map(([, message]) => message).join(' ') : e.message);
    }
  }

  return (
    <form
      onSubmit={submit}
      aria-label={group ? t('synonyms.edit') : t('synonyms.add')}
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
    >
      <label className="grow text-sm font-medium" htmlFor={`${id}-words`}>
        {t('synonyms.words')}
        <input
          id={`${id}-words`}
          name="words"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('synonyms.wordsHint')}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          className={field}
        />
      </label>
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending
            ? t(group ? 'synonyms.saving' : 'synonyms.adding')
            : t(group ? 'synonyms.save' : 'synonyms.add')}
        </Button>
        {onDone && group && (
          <Button variant="ghost" onClick={onDone}>
            {t('synonyms.cancel')}
          </Button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 sm:basis-full dark:text-red-300">
          {error}
        </p>
      )}
    </form>
  );
}
