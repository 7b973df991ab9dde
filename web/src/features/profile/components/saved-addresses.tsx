import { MAX_SAVED_ADDRESSES, type SavedAddress } from '@bulkbazar/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { showDialog, showError } from '@/lib/dialogs';
import { useTranslation } from '@/lib/i18n';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '@/lib/api/get-addresses';
import { AddressForm } from './address-form';

/** The buyer's saved delivery addresses: checkout offers them instead of typing one again. */
export function SavedAddresses() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useAddresses();
  const remove = useDeleteAddress();
  // What changed last, for screen readers and sighted users alike.
  const [news, setNews] = useState('');
  const addresses = data?.addresses ?? [];

  async function confirmDelete(address: SavedAddress) {
    const answer = await showDialog({
      icon: 'warning',
      title: t('wholesale.profile.deleteTitle', { label: address.label }),
      text: t('wholesale.profile.deleteText'),
      showCancelButton: true,
      confirmButtonText: t('wholesale.profile.deleteAddress'),
      cancelButtonText: t('dialog.cancel'),
    });
    if (!answer.isConfirmed) return;
    remove.mutate(address._id, {
      onSuccess: () => setNews(t('wholesale.profile.addressDeleted', { label: address.label })),
      onError: (error) => void showError(error.message),
    });
  }

  return (
    <section
      aria-labelledby="addresses-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="addresses-heading" className="text-xl font-bold">
        {t('wholesale.profile.addresses')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t('wholesale.profile.addressesIntro', { max: MAX_SAVED_ADDRESSES })}
      </p>
      <div className="mt-4">
        {isPending ? (
          <Spinner />
        ) : isError ? (
          <p className="text-sm text-red-700 dark:text-red-300">{t('wholesale.profile.addressesFailed')}</p>
        ) : addresses.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('wholesale.profile.noAddresses')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {addresses.map((address) => (
              <li
                key={address._id}
                className="flex items-start justify-between gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
              >
                <div className="min-w-0 text-sm">
                  <p className="font-semibold break-words">{address.label}</p>
                  <p className="whitespace-pre-line break-words text-slate-700 dark:text-slate-300">
                    {address.location
                      ? `${address.shippingAddress}, ${address.location.area}, ${address.location.district}`
                      : address.shippingAddress}
                  </p>
                  <p className="tabular-nums text-slate-600 dark:text-slate-400">{address.phoneNumber}</p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={remove.isPending}
                  aria-label={t('wholesale.profile.deleteAddressLabel', { label: address.label })}
                  onClick={() => void confirmDelete(address)}
                >
                  {t('wholesale.profile.deleteAddress')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p role="status" className="mt-3 min-h-5 text-sm text-emerald-800 dark:text-emerald-300">
        {news}
      </p>
      <div className="mt-4">
        {addresses.length >= MAX_SAVED_ADDRESSES ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('wholesale.profile.full', { max: MAX_SAVED_ADDRESSES })}
          </p>
        ) : (
          <AddressForm onAdded={() => setNews(t('wholesale.profile.addressAdded'))} />
        )}
      </div>
    </section>
  );
}
