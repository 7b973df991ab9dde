import type { FastifyError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../kernel/app-error.js';
import { toErrorResponse } from './errors.js';

describe('error responses', () => {
  it('maps an AppError code to its status and keeps the fields', () => {
    const { status, body } = toErrorResponse(
      new AppError('BELOW_MOQ', 'Too few', { quantity: 'at least 50' }),
    );
    expect(status).toBe(422);
    expect(body).toEqual({
      acknowledged: false,
      code: 'BELOW_MOQ',
      message: 'Too few',
      fields: { quantity: 'at least 50' },
    });
  });

  it('hides the internals of unexpected failures', () => {
    const { status, body } = toErrorResponse(
      new Error('connection to 10.0.0.5 refused: password for postgres') as FastifyError,
    );
    expect(status).toBe(500);
    expect(body.code).toBe('INTERNAL');
    expect(JSON.stringify(body)).not.toContain('postgres');
  });

  it('keeps framework 4xx errors as 4xx with a code', () => {
    const err = Object.assign(new Error('Request body is too large'), { statusCode: 413 }) as FastifyError;
    expect(toErrorResponse(err)).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
  });
});
