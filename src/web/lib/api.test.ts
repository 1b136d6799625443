import { describe, expect, it } from 'vitest';
import { ApiError, errorFromResponse, errorMessage } from './api';
import { fieldErrors } from './field-errors';

function response(body: string, status: number, statusText = '') {
  return new Response(body, { status, statusText });
}

describe('errorFromResponse (docs/product.md, Client behaviour: failed responses)', () => {
  it('reads the body’s error field first', async () => {
    const error = await errorFromResponse(
      response(JSON.stringify({ error: 'Invalid username or password.', code: 'X' }), 401),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Invalid username or password.');
    expect(error.status).toBe(401);
    expect(error.code).toBe('X');
  });

  it('keeps the body, so a form can read the per-field messages of a 400', async () => {
    const error = await errorFromResponse(
      response(
        JSON.stringify({
          error: 'Valid phone number required',
          code: 'VALIDATION_FAILED',
          fields: { customerPhone: 'Valid phone number required', bogus: 3 },
        }),
        400,
      ),
    );
    expect(fieldErrors(error)).toEqual({ customerPhone: 'Valid phone number required' });
  });

  it('falls back to the message field', async () => {
    const error = await errorFromResponse(response(JSON.stringify({ message: 'Nope' }), 400));
    expect(error.message).toBe('Nope');
  });

  it('falls back to "status: statusText"', async () => {
    const error = await errorFromResponse(response('<html>oops</html>', 502, 'Bad Gateway'));
    expect(error.message).toBe('502: Bad Gateway');
  });

  it('falls back to the body text when there is no status text', async () => {
    const error = await errorFromResponse(response('upstream timed out', 504));
    expect(error.message).toBe('upstream timed out');
  });

  it('never returns an empty message', async () => {
    const error = await errorFromResponse(response('', 500));
    expect(error.message).toBe('500');
  });
});

describe('errorMessage', () => {
  it('uses the fallback for anything without a message', () => {
    expect(errorMessage(new Error('Boom'), 'fallback')).toBe('Boom');
    expect(errorMessage('text', 'fallback')).toBe('fallback');
    expect(errorMessage(new Error(''), 'fallback')).toBe('fallback');
  });
});

describe('fieldErrors', () => {
  it('is empty for anything but an API error with fields', () => {
    expect(fieldErrors(new Error('Boom'))).toEqual({});
    expect(fieldErrors(new ApiError(400, 'Bad', 'X', { fields: 'nope' }))).toEqual({});
  });
});
