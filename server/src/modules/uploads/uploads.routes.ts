import multipart from '@fastify/multipart';
import { errorResponseSchema, uploadResponseSchema } from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../kernel/app-error.js';
import { discardRestOfBody } from './discard-body.js';
import { MAX_UPLOAD_REQUEST_BYTES, MULTIPART_LIMITS, readUploadedImage } from './read-upload.js';
import type { UploadsService } from './uploads.service.js';

export const uploadsRoutes: FastifyPluginAsyncZod<{ service: UploadsService }> = async (app, { service }) => {
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart, { limits: MULTIPART_LIMITS });

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
          503: errorResponseSchema,
          507: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data', {
          file: 'Send the image as multipart/form-data',
        });
      }
      let bytes: Buffer;
      try {
        bytes = await readUploadedImage(request);
      } catch (err) {
        // The rest of the body may still be on its way: read and drop up to twice the cap more, so the client
        // gets to read the answer; beyond that (a 100 MB upload) the connection is closed.
        discardRestOfBody(request, reply, 2 * MAX_UPLOAD_REQUEST_BYTES);
        throw err;
      }
      return service.uploadImage(bytes);
    },
  );
};
