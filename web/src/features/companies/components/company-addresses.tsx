import { MAX_COMPANY_ADDRESSES, type Company, type SavedAddress } from '@bulkbazar/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCompanyAddressesQuery, useCompanyAddressWrite } from '@/lib/api/company-addresses';
import { showDialog } from '@/lib/dialogs';
import { formatDigits } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { language } from '@/lib/i18n/language';
import { CompanyAddressForm } from './company-address-form';

const box = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900';

/** An address's name, lines and phone, as the buyer's address book shows them. */
function AddressLines({ address }: { address: SavedAddress }) {
  return (
    <div className="min-w-0 text-sm">
      <p className="font-semibold break-words">{address.label}</p>
      <p className="break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
        {address.location
          ? `${address.shippingAddress}, ${address.location.area}, ${address.location.district}`
          : address.shippingAddress}
      </p>
      <p className="text-slate-600 tabular-nums dark:text-slate-400">{formatDigits(address.phoneNumber)}</p>
    </div>
  );
}

/**
 * The company page's Addresses (issue 31 item 1): the delivery addresses its members choose at checkout when
 * buying for it. Every member reads them; the owner adds, edits and removes them.
 */
export function CompanyAddresses({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useCompanyAddressesQuery(company.id);
  const write = useCompanyAddressWrite(company.id);
  const [editing, setEditing] = useState<string | null>(null);
  const [news, setNews] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const isOwner = company.role === 'owner';
  const addresses = data?.addresses ?? [];

  async function remove(address: SavedAddress) {
    const answer = await showDialog({
      icon: 'warning',
      title: t('companyAddresses.removeTitle', { label: address.label }),
      text: t('companyAddresses.removeText'),
      showCancelButton: true,
      confirmButtonText: t('companyAddresses.remove'),
      cancelButtonText: t('companyAddresses.cancel'),
    });
    if (!answer.isConfirmed) return;
    setNews('');
    setFailure(null);
    try {
      await write.mutateAsync({ kind: 'remove', addressId: address._id });
      setNews(t('companyAddresses.removed', { label: address.label }));
    } catch (error) {
      setFailure((error as Error).message);
    }
  }

  return (
    <section className={box} aria-labelledby="company-addresses">
      <h2 id="company-addresses" className="text-xl font-semibold">
        {t('companyAddresses.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {isOwner
          ? t('companyAddresses.intro', { max: formatDigits(MAX_COMPANY_ADDRESSES) })
          : t('companyAddresses.introMember')}
      </p>
      <div className="mt-4" lang={language}>
        {isPending ? (
          <Spinner />
        ) : isError ? (
          <p className="text-sm text-red-700 dark:text-red-300">{t('companyAddresses.failed')}</p>
        ) : addresses.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('companyAddresses.none')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {addresses.map((address) => (
              <li key={address._id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                {editing === address._id ? (
                  <>
                    <h3 className="mb-3 font-semibold break-words">
                      {t('companyAddresses.editTitle', { label: address.label })}
                    </h3>
                    <CompanyAddressForm
                      initial={address}
                      pending={write.isPending}
                      onCancel={() => setEditing(null)}
                      onSave={async (body) => {
                        setNews('');
                        await write.mutateAsync({ kind: 'edit', addressId: address._id, body });
                        setEditing(null);
                        setNews(t('companyAddresses.saved', { label: body.label.trim() }));
                      }}
                    />
                  </>
                ) : (
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <AddressLines address={address} />
                    {isOwner && (
                      <div className="flex gap-2">
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={write.isPending}
                          aria-label={t('companyAddresses.editLabel', { label: address.label })}
                          onClick={() => setEditing(address._id)}
                        >
                          {t('companyAddresses.edit')}
                        </Button>
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={write.isPending}
                          aria-label={t('companyAddresses.removeLabel', { label: address.label })}
                          onClick={() => void remove(address)}
                        >
                          {t('companyAddresses.remove')}
                        </Button>
                      </div>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <p role="status" className="mt-3 text-sm text-emerald-800 empty:hidden dark:text-emerald-300">
        {news}
      </p>
      {failure && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
      {isOwner && !isPending && !isError && (
        <div className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800">
          {addresses.length >= MAX_COMPANY_ADDRESSES ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('companyAddresses.full', { max: formatDigits(MAX_COMPANY_ADDRESSES) })}
            </p>
          ) : (
            <>
              <h3 className="mb-3 font-semibold">{t('companyAddresses.addTitle')}</h3>
              <CompanyAddressForm
                pending={write.isPending}
                onSave={async (body) => {
                  setNews('');
                  await write.mutateAsync({ kind: 'add', body });
                  setNews(t('companyAddresses.added', { label: body.label.trim() }));
                }}
              />
            </>
          )}
        </div>
      )}
    </section>
  );
}
