import type { Verification } from '@bulkbazar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { isApiError } from '@/lib/api-error';
import { formatDhakaDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  useVerificationDecisions,
  useVerificationQueue,
  verificationQueryFromSearch,
  verificationsQueryOptions,
} from '../api/verifications';
import { useNotice } from '../components/notice';
import { PageHeader } from '../components/page-header';
import { adminLoader, searchOf } from './admin-loader';

export function createLoader(queryClient: QueryClient) {
  return adminLoader(queryClient, (args) =>
    queryClient.ensureQueryData(verificationsQueryOptions(verificationQueryFromSearch(searchOf(args)))),
  );
}

const field =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-700 dark:bg-slate-900';

/**
 * One document through the private route: an image shown, a PDF in a frame, each also a link. The frame has no
 * `sandbox` attribute: Chrome's PDF viewer refuses to draw in a sandboxed frame. The route itself keeps the PDF
 * inert (its CSP allows no script or request) and lets only our origin frame it.
 */
function DocumentView({ doc, label }: { doc: Verification['documents'][number]; label: string }) {
  return (
    <figure className="flex flex-col gap-1">
      {doc.contentType === 'application/pdf' ? (
        <iframe
          title={label}
          src={doc.url}
          className="h-64 w-full rounded border border-slate-300 dark:border-slate-700"
        />
      ) : (
        <img
          src={doc.url}
          alt={label}
          className="max-h-64 w-auto rounded border border-slate-300 object-contain dark:border-slate-700"
        />
      )}
      <figcaption>
        <a
          href={doc.url}
          target="_blank"
          rel="noreferrer"
          className="text-sm text-emerald-700 underline dark:text-emerald-400"
        >
          {label}
        </a>
      </figcaption>
    </figure>
  );
}

function Application({ v }: { v: Verification }) {
  const { t } = useTranslation();
  const notify = useNotice();
  const { approve, reject } = useVerificationDecisions();
  const [rejecting, setRejecting] = useState(false);
  const [error, setError] = useState<string>();
  const who = v.companyName
    ? `${v.applicantName} · ${t('verification.queue.company', { name: v.companyName })}`
    : v.applicantName;

  async function onApprove() {
    try {
      await approve.mutateAsync(v._id);
      notify(t('verification.queue.approved'));
    } catch (e) {
      setError((e as Error).message);
    }
  }
  async function onReject(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    try {
      await reject.mutateAsync({ id: v._id, reason });
      notify(t('verification.queue.rejected'));
    } catch (e) {
      setError(isApiError(e) ? (e.fields.reason ?? e.message) : (e as Error).message);
    }
  }

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div>
        <h2 className="font-semibold break-words">{who}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {v.applicantEmail} · {t('verification.sentOn', { date: formatDhakaDateTime(v.createdAt) })} ·{' '}
          {t(`verification.status.${v.status}`)}
        </p>
        {v.reason && <p className="text-sm">{t('verification.reason', { reason: v.reason })}</p>}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {v.documents.map((d) => (
          <DocumentView
            key={d._id}
            doc={d}
            label={`${t(`verification.open.${d.kind}`)} (${v.applicantName})`}
          />
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {v.status === 'pending' &&
        (rejecting ? (
          <form
            onSubmit={onReject}
            className="flex flex-col gap-2"
            aria-label={t('verification.queue.rejectTitle')}
          >
            <label className="text-sm font-medium">
              {t('verification.queue.rejectReason')}
              <textarea name="reason" required minLength={5} maxLength={500} rows={3} className={field} />
            </label>
            <div className="flex gap-2">
              <Button type="submit" size="sm" disabled={reject.isPending}>
                {t('verification.queue.reject')}
              </Button>
              <Button type="button" variant="secondary" size="sm" onClick={() => setRejecting(false)}>
                {t('synonyms.cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              onClick={onApprove}
              disabled={approve.isPending}
              aria-label={`${t('verification.queue.approve')}: ${v.applicantName}`}
            >
              {t('verification.queue.approve')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setRejecting(true)}
              aria-label={`${t('verification.queue.reject')}: ${v.applicantName}`}
            >
              {t('verification.queue.reject')}
            </Button>
          </div>
        ))}
    </li>
  );
}

/**
 * /dashboard/verifications (verification staff, issue 31 item 5): applications by status, each with its
 * documents opened through the private route, approved or rejected with a reason the applicant reads.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('verification.queue.title'));
  const [search, setSearch] = useSearchParams();
  const query = verificationQueryFromSearch(search);
  const { data } = useVerificationQueue(query);
  const page = query.page;
  const pageLink = (n: number) => `?${new URLSearchParams({ status: query.status, page: String(n) })}`;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('verification.queue.title')} intro={t('verification.queue.intro')} />
      <label className="max-w-xs text-sm font-medium">
        {t('verification.queue.filter')}
        <select
          className={field}
          value={query.status}
          onChange={(e) => setSearch({ status: e.target.value })}
        >
          {(['pending', 'approved', 'rejected'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`verification.status.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {data.verifications.length === 0 ? (
        <EmptyState title={t('verification.queue.empty')} />
      ) : (
        <ul className="flex flex-col gap-4">
          {data.verifications.map((v) => (
            <Application key={v._id} v={v} />
          ))}
        </ul>
      )}
      <nav aria-label={t('verification.queue.title')} className="flex gap-4">
        {page > 1 && <Link to={pageLink(page - 1)}>{t('verification.queue.previous')}</Link>}
        {data.hasMore && (
          <Link to={pageLink(page + 1)} className="font-semibold text-emerald-800 dark:text-emerald-300">
            {t('verification.queue.next')}
          </Link>
        )}
      </nav>
    </div>
  );
}
