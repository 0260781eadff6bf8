import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import { TOKEN_HEADER } from 'contracts/src/account/sessionToken';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import { getSessionToken, useSessionStore } from '../session/sessionStore';
import { toast } from '../toasts/toast';
import {
  ABORTED_MESSAGE,
  ApiError,
  MALFORMED_ANSWER_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
} from './ApiError';

/** The spec's text, shown whenever the API answers 401. */
export const SIGN_IN_REQUIRED_MESSAGE = 'please login to perform this action';
export const SIGN_IN_ACTION_LABEL = 'Sign In';
export const DEFAULT_API_TIMEOUT_MS = 15000;
/** A file (a bought plan's PDF or ZIP) may be made on first request and is larger than any JSON answer. */
export const FILE_TIMEOUT_MS = 120_000;

export interface ApiClientConfig {
  /** The API's base URL from the runtime config, e.g. '/api/user/'. */
  baseUrl: string;
  timeoutMs?: number;
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
  /** Client-side navigation for the toast's 'Sign In' action; a full page load when absent. */
  navigate?: (to: string) => void;
  /** Where the shopper is now (path and query), to come back after signing in. */
  currentPath?: () => string;
}

export type SearchParamsInput = URLSearchParams | Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * Show the 'please login' toast with its 'Sign In' action on a 401 (default). Turn it off where a 401 is an
   * expected answer with its own message, e.g. a sign-in form reporting a wrong password.
   */
  promptSignInOnUnauthorized?: boolean;
}

export interface QueryRequestOptions extends RequestOptions {
  searchParams?: SearchParamsInput;
}

/** A file the API sent (not the JSON envelope), with the name its Content-Disposition gives it. */
export interface ApiFile {
  blob: Blob;
  fileName: string;
}

/** A JSON value (an object or array), or a form body sent as is (FormData, URL-encoded). */
export type RequestBody = FormData | URLSearchParams | object;

interface ConfiguredClient {
  http: KyInstance;
  navigate: (to: string) => void;
  currentPath: () => string;
}

let configured: ConfiguredClient | null = null;

/** Called once at start by the shell (and by each remote's standalone harness). Calling it again reconfigures. */
export function configureApiClient(config: ApiClientConfig): void {
  const { baseUrl, timeoutMs = DEFAULT_API_TIMEOUT_MS, fetch: fetchImpl, navigate, currentPath } = config;
  configured = {
    http: ky.create({
      prefixUrl: baseUrl,
      timeout: timeoutMs,
      // One quick retry of reads when a gateway hiccups or the connection drops; writes are never repeated.
      retry: { limit: 1, methods: ['get'], statusCodes: [502, 503, 504], backoffLimit: 1000 },
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    }),
    navigate: navigate ?? ((to) => window.location.assign(to)),
    currentPath: currentPath ?? (() => `${window.location.pathname}${window.location.search}`),
  };
}

export const apiClient = {
  get<T>(path: string, options?: QueryRequestOptions): Promise<ApiEnvelope<T>> {
    return send<T>('get', path, undefined, options);
  },
  post<T>(path: string, body?: RequestBody, options?: RequestOptions): Promise<ApiEnvelope<T>> {
    return send<T>('post', path, body, options);
  },
  put<T>(path: string, body?: RequestBody, options?: RequestOptions): Promise<ApiEnvelope<T>> {
    return send<T>('put', path, body, options);
  },
  delete<T>(path: string, options?: QueryRequestOptions): Promise<ApiEnvelope<T>> {
    return send<T>('delete', path, undefined, options);
  },
  /**
   * GET of a file that needs the session (a link cannot carry the `token` header): its bytes and its name, for the
   * caller to save. Refusals arrive in the envelope and fail like every other call.
   */
  getFile(path: string, options?: RequestOptions): Promise<ApiFile> {
    return receiveFile(path, options);
  },
};

type Method = 'get' | 'post' | 'put' | 'delete';

async function send<T>(
  method: Method,
  path: string,
  body: RequestBody | undefined,
  options: QueryRequestOptions = {},
): Promise<ApiEnvelope<T>> {
  if (!configured) throw new Error('apiClient was used before configureApiClient(): the shell configures it at start.');
  const { http } = configured;
  const { signal, searchParams, promptSignInOnUnauthorized = true } = options;
  const sentToken = getSessionToken();

  try {
    let response: Response;
    try {
      response = await http(path.replace(/^\/+/, ''), {
        method,
        signal,
        headers: sentToken ? { [TOKEN_HEADER]: sentToken } : undefined,
        searchParams: searchParams ? toSearchParams(searchParams) : undefined,
        ...bodyOptions(body),
      });
    } catch (error) {
      throw await toApiError(error, signal);
    }
    const envelope = await readEnvelope<T>(response);
    if (envelope.status < 200 || envelope.status > 299) {
      throw new ApiError(envelope.status, envelope.message || fallbackMessage(envelope.status));
    }
    return envelope;
  } catch (error) {
    if (error instanceof ApiError && error.isUnauthorized) onUnauthorized(sentToken, promptSignInOnUnauthorized);
    throw error;
  }
}

async function receiveFile(path: string, options: RequestOptions = {}): Promise<ApiFile> {
  if (!configured) throw new Error('apiClient was used before configureApiClient(): the shell configures it at start.');
  const { http } = configured;
  const { signal, promptSignInOnUnauthorized = true } = options;
  const sentToken = getSessionToken();
  try {
    try {
      const response = await http(path.replace(/^\/+/, ''), {
        method: 'get',
        signal,
        timeout: FILE_TIMEOUT_MS,
        headers: sentToken ? { [TOKEN_HEADER]: sentToken } : undefined,
      });
      return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
    } catch (error) {
      throw await toApiError(error, signal);
    }
  } catch (error) {
    if (error instanceof ApiError && error.isUnauthorized) onUnauthorized(sentToken, promptSignInOnUnauthorized);
    throw error;
  }
}

/** The `filename` of a Content-Disposition header, without any folder; 'download' when there is none. */
function fileNameOf(disposition: string | null): string {
  const quoted = /filename="([^"]*)"/i.exec(disposition ?? '')?.[1];
  const name = (quoted ?? /filename=([^;\s]+)/i.exec(disposition ?? '')?.[1] ?? '').split(/[\\/]/).pop() ?? '';
  return name.trim() === '' ? 'download' : name.trim();
}

function bodyOptions(body: RequestBody | undefined): { body?: FormData | URLSearchParams; json?: unknown } {
  if (body === undefined) return {};
  if (body instanceof FormData || body instanceof URLSearchParams) return { body };
  return { json: body };
}

/** The spec: empty query values are omitted on the wire. */
function toSearchParams(input: SearchParamsInput): URLSearchParams {
  const params = new URLSearchParams();
  const entries = input instanceof URLSearchParams ? Array.from(input.entries()) : Object.entries(input);
  for (const [key, value] of entries) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  return params;
}

async function toApiError(error: unknown, signal: AbortSignal | undefined): Promise<ApiError> {
  if (error instanceof HTTPError) {
    const { status } = error.response;
    const serverMessage = await readServerMessage(error.response);
    return new ApiError(status, serverMessage ?? fallbackMessage(status), 'server', { cause: error });
  }
  if (error instanceof TimeoutError) return new ApiError(0, TIMEOUT_ERROR_MESSAGE, 'timeout', { cause: error });
  if (signal?.aborted) return new ApiError(0, ABORTED_MESSAGE, 'aborted', { cause: error });
  return new ApiError(0, NETWORK_ERROR_MESSAGE, 'network', { cause: error });
}

function fallbackMessage(status: number): string {
  if (status >= 500) return `The server could not complete the request (HTTP ${status}). Please try again.`;
  return `The request was refused (HTTP ${status}).`;
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    const text = await response.text();
    return { ok: true, value: text === '' ? undefined : JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

async function readServerMessage(response: Response): Promise<string | null> {
  const parsed = await readJson(response);
  if (!parsed.ok || !isRecord(parsed.value)) return null;
  const { message } = parsed.value;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

async function readEnvelope<T>(response: Response): Promise<ApiEnvelope<T>> {
  const parsed = await readJson(response);
  if (parsed.ok && isEnvelope<T>(parsed.value)) return parsed.value;
  throw new ApiError(response.status, MALFORMED_ANSWER_MESSAGE, 'malformed');
}

/**
 * Checks the envelope's own fields. `data` is trusted to be a T: its shape is the API contract, typed once in
 * contracts and checked by the API's response schemas, not re-validated on every call.
 */
function isEnvelope<T>(value: unknown): value is ApiEnvelope<T> {
  return isRecord(value) && typeof value.status === 'number' && typeof value.message === 'string';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function onUnauthorized(sentToken: string | null, prompt: boolean): void {
  // The server no longer accepts this token (expired or revoked): the store shows 'Sign In' again.
  if (sentToken !== null && getSessionToken() === sentToken) useSessionStore.getState().expireSession();
  if (!prompt || !configured) return;
  const { navigate, currentPath } = configured;
  toast.warning(SIGN_IN_REQUIRED_MESSAGE, {
    label: SIGN_IN_ACTION_LABEL,
    onClick: () => navigate(`/SignIn?redirect=${encodeURIComponent(currentPath())}`),
  });
}
