import { describe, expect, it } from 'vitest';
import { isConnectionFailure, settle } from '../../src/islands/form/use-save';

describe('a seller form save: a failed connection told apart from a refusal', () => {
  it('a call that rejected because fetch found no network is a failed connection', async () => {
    const outcome = await settle(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(outcome).toEqual({ kind: 'offline' });
  });

  it('a refusal the server sent, with its code, is a refusal and keeps the error', async () => {
    const error = { type: 'AstroActionError', code: 'BAD_REQUEST', message: 'Product name is required' };
    const outcome = await settle(() => Promise.resolve({ data: undefined, error }));
    expect(outcome).toEqual({ kind: 'refused', error });
  });

  it('a call that threw anything other than a network failure is a refusal', async () => {
    const error = new Error('boom');
    expect(await settle(() => Promise.reject(error))).toEqual({ kind: 'refused', error });
  });

  it('data with no error is saved', async () => {
    expect(await settle(() => Promise.resolve({ data: { id: 'p1' } }))).toEqual({ kind: 'saved', data: { id: 'p1' } });
  });

  it('a browser that says it is offline makes any failure a failed connection', () => {
    expect(isConnectionFailure({ code: 'INTERNAL_SERVER_ERROR' }, false)).toBe(true);
    expect(isConnectionFailure({ code: 'INTERNAL_SERVER_ERROR' }, true)).toBe(false);
    expect(isConnectionFailure({ name: 'NetworkError' }, true)).toBe(true);
  });
});
