import { WEB_ROUTES } from '@bulkbazar/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/use-auth';
import { showDialog } from '@/lib/dialogs';
import { formatDigits } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { language } from '@/lib/i18n/language';
import { useCompany, useRemoveMember, useTransferOwnership, useUpdateMember } from '../api/companies';
import { InviteForm } from './invite-form';
import { MemberRow, useLimitText, type MemberChange } from './member-row';
import { CompanyAddresses } from './company-addresses';
import { PoRequiredSwitch } from './po-required-switch';

const box = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900';

/**
 * One company as its member sees it: its details, its members (the owner manages them and invites more), and
 * for a member other than the owner the way out.
 */
export function CompanyView({ companyId, onLeft }: { companyId: string; onLeft: (notice: string) => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { data } = useCompany(companyId);
  const { company, members } = data;
  const limitText = useLimitText();
  const update = useUpdateMember(companyId);
  const transfer = useTransferOwnership(companyId);
  const remove = useRemoveMember(companyId);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const isOwner = company.role === 'owner';
  const busy = update.isPending || transfer.isPending || remove.isPending;
  const place = [company.location.area, company.location.district, company.location.division].join(', ');

  const confirm = async (title: string, confirmButtonText: string, text?: string) =>
    (
      await showDialog({
        icon: 'warning',
        title,
        text,
        showCancelButton: true,
        confirmButtonText,
        cancelButtonText: t('company.cancel'),
      })
    ).isConfirmed;

  /** Runs a write, telling its outcome in the status line (or its refusal in the alert line). */
  async function run(write: () => Promise<unknown>, done: string) {
    setStatus(null);
    setFailure(null);
    try {
      await write();
      setStatus(done);
    } catch (error) {
      setFailure((error as Error).message);
    }
  }

  async function save(change: MemberChange) {
    setStatus(null);
    setFailure(null);
    const { members: after } = await update.mutateAsync(change);
    const member = after.find((m) => m.userId === change.userId)!;
    setStatus(
      t('company.saved', {
        name: member.name,
        role: t(`company.roles.${member.role}`),
        limit: limitText(member.orderLimit),
      }),
    );
  }

  const me = members.find((m) => m.email.toLowerCase() === user?.email.toLowerCase());

  return (
    <div className="flex flex-col gap-6">
      <section className={box} aria-labelledby="company-details">
        <h2 id="company-details" className="text-2xl font-semibold break-words">
          {company.name}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {(
            [
              [t('company.tradeLicence'), company.tradeLicence],
              ['BIN', formatDigits(company.bin)],
              ['TIN', formatDigits(company.tin)],
              [t('company.address'), `${company.address} (${place})`],
            ] as const
          ).map(([term, value]) => (
            <div key={term} className="min-w-0">
              <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm">
          {t('company.yourRole', { role: t(`company.roles.${company.role}`) })}
          {company.role !== 'owner' && (
            <> · {t('company.yourLimit', { limit: limitText(company.orderLimit) })}</>
          )}
        </p>
        {company.role !== 'buyer' && (
          <p className="mt-3 text-sm">
            <Link
              to={WEB_ROUTES.companyCredit}
              className="font-semibold text-emerald-800 underline dark:text-emerald-300"
            >
              {t('credit.pageLink')}
            </Link>
          </p>
        )}
        <PoRequiredSwitch company={company} />
      </section>

      <section className={box} aria-labelledby="company-members">
        <h2 id="company-members" className="text-xl font-semibold">
          {t('company.members')}
        </h2>
        <p role="status" className="mt-2 text-sm text-emerald-800 empty:hidden dark:text-emerald-300">
          {status}
        </p>
        {failure && (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
            {failure}
          </p>
        )}
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" lang={language}>
          {members.map((member) => (
            <MemberRow
              key={member.userId}
              member={member}
              isYou={member === me}
              manage={isOwner}
              busy={busy}
              onSave={save}
              onRemove={async () => {
                if (!(await confirm(t('company.removeTitle', { name: member.name }), t('company.remove'))))
                  return;
                await run(
                  () => remove.mutateAsync({ userId: member.userId, leaving: false }),
                  t('company.removed', { name: member.name }),
                );
              }}
              onTransfer={async () => {
                const title = t('company.transferTitle', { name: member.name });
                if (!(await confirm(title, t('company.makeOwner'), t('company.transferText')))) return;
                await run(
                  () => transfer.mutateAsync(member.userId),
                  t('company.transferred', { name: member.name }),
                );
              }}
            />
          ))}
        </ul>
        {!isOwner && me && (
          <div className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800">
            <Button
              variant="secondary"
              disabled={busy}
              onClick={async () => {
                const title = t('company.leaveTitle', { name: company.name });
                if (!(await confirm(title, t('company.leave'), t('company.leaveText')))) return;
                setFailure(null);
                try {
                  // The page then shows the caller's other company, or the form to create one.
                  await remove.mutateAsync({ userId: me.userId, leaving: true });
                  onLeft(t('company.left', { name: company.name }));
                } catch (error) {
                  setFailure((error as Error).message);
                }
              }}
            >
              {t('company.leave')}
            </Button>
          </div>
        )}
      </section>

      <CompanyAddresses company={company} />

      {isOwner && (
        <section className={box} aria-labelledby="company-invite">
          <h2 id="company-invite" className="text-xl font-semibold">
            {t('company.inviteTitle')}
          </h2>
          <div className="mt-3">
            <InviteForm companyId={company.id} />
          </div>
        </section>
      )}
    </div>
  );
}
