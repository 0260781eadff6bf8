import { ApiError, isApiError } from './ApiError';

describe('ApiError', () => {
  it('carries the status, the message to show and the kind of failure', () => {
    const error = new ApiError(404, 'No property found.');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(404);
    expect(error.message).toBe('No property found.');
    expect(error.kind).toBe('server');
    expect(error.isUnauthorized).toBe(false);
  });

  it('recognises a 401 and keeps the cause', () => {
    const cause = new Error('HTTP 401');
    const error = new ApiError(401, 'Unauthorized', 'server', { cause });
    expect(error.isUnauthorized).toBe(true);
    expect(error.cause).toBe(cause);
  });

  it('is told apart from other errors', () => {
    expect(isApiError(new ApiError(0, 'Network error', 'network'))).toBe(true);
    expect(isApiError(new Error('boom'))).toBe(false);
    expect(isApiError('boom')).toBe(false);
  });
});
