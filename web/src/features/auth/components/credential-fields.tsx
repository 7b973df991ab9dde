import type { UseFormRegisterReturn } from 'react-hook-form';
import { InputField, PasswordField } from '@/components/ui/input-field';
import { useTranslation } from '@/lib/i18n';

type Props = {
  /** 'current' on the login page (the browser fills in the saved one), 'new' on sign-up. */
  purpose: 'current' | 'new';
  email: UseFormRegisterReturn<'email'>;
  password: UseFormRegisterReturn<'password'>;
  errors: { email?: { message?: string }; password?: { message?: string } };
};

/** The email and password that both the login and the sign-up form ask for. */
export function CredentialFields({ purpose, email, password, errors }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <InputField
        label={t('auth.email')}
        error={errors.email?.message}
        {...email}
        type="email"
        autoComplete="email"
      />
      <PasswordField
        purpose={purpose}
        label={t('auth.password')}
        error={errors.password?.message}
        {...password}
      />
    </>
  );
}
