import { hideBodySchema, MAX_MESSAGE_LENGTH, type RfqMessage } from '@bulkbazar/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { isApiError } from '@/lib/api-error';
import { formatDhakaDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useMessages } from '../api/get-messages';
import { useHideContent } from '../api/hide-content';
import { usePostMessage } from '../api/post-message';

function Message({ message, onHide }: { message: RfqMessage; onHide?: () => void }) {
  const { t } = useTranslation();
  return (
    <li
      className={`max-w-[85%] rounded-xl px-3 py-2 text-sm ${
        message.mine
          ? 'self-end bg-emerald-50 dark:bg-emerald-950'
          : 'self-start bg-slate-100 dark:bg-slate-800'
      } ${message.hidden ? 'opacity-60' : ''}`}
    >
      <p className="text-xs font-semibold">
        {message.authorName} · {formatDhakaDateTime(message.createdAt)}
      </p>
      <p className="mt-1 break-words whitespace-pre-line">{message.text}</p>
      {message.hidden && (
        <p className="mt-1 text-xs text-red-700 dark:text-red-300">
          {t('rfq.thread.hidden', { reason: message.hidden.reason })}
        </p>
      )}
      {onHide && !message.hidden && (
        <Button size="sm" variant="secondary" className="mt-1" onClick={onHide}>
          {t('rfq.thread.hide')}
        </Button>
      )}
    </li>
  );
}

/**
 * One private thread of a request (the buyer and one seller), oldest message first, with a box to write in;
 * an admin reads it and may hide a message (with a reason) but does not write.
 */
export function Thread({
  rfqId,
  sellerId,
  title,
  verified = false,
  moderate = false,
  canWrite = true,
}: {
  rfqId: string;
  sellerId: string;
  title: string;
  /** The seller is a verified business (the badge beside the thread's title). */
  verified?: boolean;
  moderate?: boolean;
  canWrite?: boolean;
}) {
  const { t } = useTranslation();
  const { data } = useMessages(rfqId, sellerId);
  const post = usePostMessage(rfqId, sellerId);
  const hide = useHideContent('message');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [hiding, setHiding] = useState<string | null>(null);
  const messages = [...(data?.messages ?? [])].reverse();

  async function send(event: FormEvent) {
    event.preventDefault();
    try {
      await post.mutateAsync(text);
      setText('');
      setError(undefined);
    } catch (e) {
      setError(isApiError(e) ? (e.fields.text ?? e.message) : (e as Error).message);
    }
  }

  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h3 className="flex flex-wrap items-center gap-2 font-semibold">
        {title}
        <VerifiedBadge verified={verified} />
      </h3>
      {messages.length > 0 ? (
        <ol className="flex flex-col gap-2">
          {messages.map((m) => (
            <Message key={m._id} message={m} onHide={moderate ? () => setHiding(m._id) : undefined} />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('rfq.thread.empty')}</p>
      )}
      {canWrite && !moderate && (
        <form noValidate onSubmit={send} className="flex flex-col gap-2">
          <FormField label={t('rfq.thread.label')} error={error}>
            {(control) => (
              <textarea
                {...control}
                value={text}
                onChange={(e) => setText(e.target.value)}
                rows={2}
                maxLength={MAX_MESSAGE_LENGTH}
                className={inputClasses}
              />
            )}
          </FormField>
          <SubmitButton pending={post.isPending} className="self-end">
            {t('rfq.thread.send')}
          </SubmitButton>
        </form>
      )}
      {hiding && (
        <ReasonDialog
          schema={hideBodySchema}
          texts={{
            title: t('rfq.hide.messageTitle'),
            label: t('rfq.hide.reason'),
            hint: t('rfq.hide.hint'),
            required: t('rfq.hide.required'),
            submit: t('rfq.hide.submit'),
          }}
          onSubmit={async (reason) => {
            await hide.mutateAsync({ id: hiding, reason });
            setHiding(null);
          }}
          onClose={() => setHiding(null)}
        />
      )}
    </section>
  );
}
