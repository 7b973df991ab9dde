import type { ProductInputParsed } from '@bulkbazar/contract';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ProductFormValues } from './product-form-values';
import type { ImageUploads } from './use-image-uploads';

type Form = Pick<UseFormReturn<ProductFormValues, unknown, ProductInputParsed>, 'setValue' | 'formState'>;

/** Calls `copy` each time `value` changes after the first render, never for a render that left it alone. */
function useOnChange(value: string, copy: (value: string) => void) {
  const last = useRef(value);
  useEffect(() => {
    if (last.current === value) return;
    last.current = value;
    copy(value);
  }, [value, copy]);
}

/**
 * The images live in the upload lists; the form holds the URLs that are up, for the schema to check. Only a
 * real change is copied over, so a server's message at an image field stays until the image changes.
 */
export function useImageValues(form: Form, main: ImageUploads, extras: ImageUploads) {
  const { setValue, formState } = form;
  const options = { shouldValidate: formState.isSubmitted, shouldDirty: true };
  useOnChange(main.urls[0] ?? '', (image) => setValue('image', image, options));
  useOnChange(extras.urls.join('\n'), (urls) =>
    setValue('extraimages', urls ? urls.split('\n') : [], options),
  );
}
