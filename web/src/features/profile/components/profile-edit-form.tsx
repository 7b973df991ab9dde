import { signUpBodySchema, type User } from '@bulkbazar/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { PhotoField } from '@/components/photo-field';
import { Button } from '@/components/ui/button';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/use-auth';
import { showError, showSuccess } from '@/lib/dialogs';
import { usePhotoUpload } from '@/lib/use-photo-upload';

const nameSchema = signUpBodySchema.pick({ name: true });

/** Edit mode of the profile: name and photo, saved for real (the photo with its upload progress). */
export function ProfileEditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation();
  const { updateUser } = useAuth();
  const photo = usePhotoUpload();
  const [saving, setSaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(nameSchema), defaultValues: { name: user.name } });

  useEffect(() => setFocus('name'), [setFocus]);

  async function onSubmit({ name }: { name: string }) {
    setSaving(true);
    let image: string | null;
    try {
      image = await photo.upload();
    } catch {
      // The photo shows 'Upload Failed!' and why; the form stays open to try again.
      setSaving(false);
      return;
    }
    try {
      await updateUser(image ? { name, image } : { name });
    } catch (error) {
      setSaving(false);
      if (isApiError(error) && error.fields.name) {
        setError('name', { type: 'server', message: error.fields.name }, { shouldFocus: true });
      } else {
        void showError((error as Error).message);
      }
      return;
    }
    void showSuccess(t('profile.saved'));
    onDone();
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <PhotoField photo={photo} name={watch('name')} currentImage={user.image} disabled={saving} />
      <FormField label={t('profile.name')} error={errors.name?.message}>
        {(control) => (
          <input {...control} {...register('name')} autoComplete="name" className={inputClasses} />
        )}
      </FormField>
      <FormField label={t('profile.email')} hint={t('profile.emailFixed')}>
        {(control) => (
          <input {...control} value={user.email} readOnly disabled className={`${inputClasses} opacity-70`} />
        )}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={saving}>{t('profile.save')}</SubmitButton>
        <Button variant="secondary" onClick={onDone} disabled={saving}>
          {t('profile.cancel')}
        </Button>
      </div>
    </form>
  );
}
