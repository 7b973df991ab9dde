import multipart from '@fastify/multipart';
import { errorResponseSchema, uploadResponseSchema } from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { MAX_UPLOAD_BYTES } from './image-processing.js';
import type { UploadsService } from './uploads.service.js';

const tooLarge = `The file is too large: at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;

export const uploadsRoutes: FastifyPluginAsyncZod<{ service: UploadsService }> = async (app, { service }) => {
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/uploads',
    {
      config: { access: 'user' },
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (multipart field "file"): JPEG, PNG, WebP, AVIF or GIF, at most 5 MB',
        consumes: ['multipart/form-data'],
        response: {
          200: uploadResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data', {
          file: 'Send the image as multipart/form-data',
        });
      }
      const file = await request.file();
      if (!file || file.fieldname !== 'file') {
        throw new AppError('VALIDATION_FAILED', 'Attach the image in the field "file"', {
          file: 'Attach an image',
        });
      }
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('PAYLOAD_TOO_LARGE', tooLarge, { file: tooLarge });
        }
        throw err;
      }
      return service.uploadImage(bytes);
    },
  );
};
