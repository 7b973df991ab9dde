import { signUpBodySchema } from '@bulkbazar/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Navigate } from 'react-router';
import { PhotoField } from '@/components/photo-field';
import { InputField } from '@/components/ui/input-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAuth } from '@/lib/auth/use-auth';
import { showError, showSuccess } from '@/lib/dialogs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePhotoUpload } from '@/lib/use-photo-upload';
import { AuthCard } from '../components/auth-card';
import { CredentialFields } from '../components/credential-fields';
import { reportSignUpError } from '../components/sign-up-errors';
import { useReturnTarget } from '../components/use-return-target';

const registerSchema = signUpBodySchema.omit({ image: true });

type Phase = 'idle' | 'working' | 'done';

/**
 * /register: the account is created first (which signs in), then the photo is uploaded with the new session
 * and set on the profile. An upload cannot come first: POST /api/uploads needs a signed-in user.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.registerTitle'));
  const { user, createUser, updateUser } = useAuth();
  const target = useReturnTarget();
  const photo = usePhotoUpload();
  const [phase, setPhase] = useState<Phase>('idle');
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  async function onSubmit(values: { name: string; email: string; password: string }) {
    setPhase('working');
    let name: string;
    try {
      ({ name } = await createUser(values));
    } catch (error) {
      setPhase('idle');
      reportSignUpError(error, setError);
      return;
    }
    try {
      const image = await photo.upload();
      if (image) await updateUser({ image });
      // Leave only once the welcome is closed: the page we return to may open a dialog of its own (the
      // checkout after Buy), which would cover this one.
      await showSuccess(t('auth.welcome', { name }));
    } catch (error) {
      // The account exists and is signed in; only the photo is missing, and the profile page can add it.
      await showError(t('auth.photoFailed', { message: (error as Error).message }), t('upload.failed'));
    }
    setPhase('done');
  }

  // Someone already signed in has nothing to do here; a new account leaves once its photo is settled.
  if (user && phase !== 'working') return <Navigate to={target} replace />;

  const working = phase === 'working';
  return (
    <AuthCard page="register" returnTo={target}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
        <InputField
          label={t('auth.name')}
          error={errors.name?.message}
          {...register('name')}
          autoComplete="name"
        />
        <CredentialFields
          purpose="new"
          email={register('email')}
          password={register('password')}
          errors={errors}
        />
        <PhotoField photo={photo} name={watch('name')} disabled={working} />
        <SubmitButton pending={working} className="mt-2 w-full">
          {t('auth.register')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
