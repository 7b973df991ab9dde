import { WEB_ROUTES } from '@bulkbazar/contract';
import { Link } from 'react-router';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useAuth } from '@/lib/auth/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { MinOrderForm } from '../components/min-order-form';
import { NotificationSettingsSection } from '../components/notification-settings';
import { PhoneSmsSection } from '../components/phone-sms-section';
import { PushSection } from '../components/push-section';
import { PasswordForm } from '../components/password-form';
import { PayoutMethodSection } from '../components/payout-method';
import { PickupForm } from '../components/pickup-form';
import { ProfileDetails } from '../components/profile-details';
import { ProfileEditForm } from '../components/profile-edit-form';
import { SavedAddresses } from '../components/saved-addresses';

type Mode = 'view' | 'edit' | 'edited';

/**
 * /user/profile (signed in): who you are, an Edit Profile / Save toggle that really saves, the saved delivery
 * addresses, the minimum order amount a seller asks of buyers, where their payouts go (and their BIN), the
 * notification settings, a password change.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  const { user } = useAuth();
  const [mode, setMode] = useState<Mode>('view');
  // The route guard renders this page only with a user; null is the instant after a sign-out.
  if (!user) return null;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8">
      <h1 className="text-3xl font-bold">{t('profile.title')}</h1>
      <section
        aria-label={t('profile.title')}
        className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
      >
        {mode === 'edit' ? (
          <ProfileEditForm user={user} onDone={() => setMode('edited')} />
        ) : (
          <ProfileDetails user={user} onEdit={() => setMode('edit')} focusEdit={mode === 'edited'} />
        )}
      </section>
      <SavedAddresses />
      <section
        aria-labelledby="selling-heading"
        className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="selling-heading" className="mb-4 text-xl font-bold">
          {t('wholesale.profile.selling')}
        </h2>
        <MinOrderForm user={user} />
        <div className="mt-6 border-t border-slate-200 pt-6 dark:border-slate-800">
          <PickupForm user={user} />
        </div>
        <p className="mt-6 border-t border-slate-200 pt-6 dark:border-slate-800">
          <Link
            to={WEB_ROUTES.verification}
            className="font-medium text-emerald-700 underline dark:text-emerald-400"
          >
            {t('verification.nav')}
          </Link>
        </p>
      </section>
      <PayoutMethodSection />
      <NotificationSettingsSection />
      <PhoneSmsSection />
      <PushSection />
      <PasswordForm />
    </div>
  );
}
