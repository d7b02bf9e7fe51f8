import { HttpError } from 'react-admin';
import { fieldErrors } from './fieldErrors';
import { DEFAULT_ERROR_MESSAGE } from './errorText';
import { storage } from './storage';

export { DEFAULT_ERROR_MESSAGE };

type QueryValue = string | number | boolean | null | undefined;
export type GatewayQuery = Record<string, QueryValue | readonly QueryValue[]>;

export interface GatewayRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: GatewayQuery;
  /** JSON body */
  json?: unknown;
  /** application/x-www-form-urlencoded body */
  form?: Record<string, string>;
  /** multipart body (uploads) */
  multipart?: FormData;
  /** false for the calls that need no sign-in (GetToken, GetPortalConfig): no bearer is sent */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

interface Envelope<T> {
  Response: T;
  Errors?: string[] | null;
}

/** `X/Y`, `api/X/Y` and `/api/X/Y` all become `/api/X/Y`. */
export const toGatewayPath = (path: string): string => {
  const trimmed = path.trim().replace(/^\/+/, '');
  return /^api\//i.test(trimmed) ? `/api/${trimmed.slice(4)}` : `/api/${trimmed}`;
};

export const withQuery = (path: string, query?: GatewayQuery) => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) if (item != null) params.append(name, String(item));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
};

/** companyKey, UserId, BrokerId and (unless `auth: false`) the bearer of every gateway call. */
export const buildHeaders = (options: GatewayRequestOptions = {}): Headers => {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  const companyKey = storage.getCompanyKey();
  if (companyKey) headers.set('companyKey', companyKey);
  const user = storage.getUserInfo();
  if (user) {
    headers.set('UserId', String(user.UserId));
    if (user.BrokerId != null) headers.set('BrokerId', String(user.BrokerId));
  }
  if (options.auth !== false) {
    const token = storage.getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  return headers;
};

const buildBody = (options: GatewayRequestOptions, headers: Headers): BodyInit | undefined => {
  if (options.multipart) return options.multipart;
  if (options.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    return new URLSearchParams(options.form).toString();
  }
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    return JSON.stringify(options.json);
  }
  return undefined;
};

const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' && body !== null && 'Response' in body;

const errorMessages = (body: unknown): string[] => {
  if (typeof body !== 'object' || body === null || !('Errors' in body)) return [];
  const errors = (body as { Errors: unknown }).Errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter((e): e is string => typeof e === 'string' && e.trim() !== '');
};

/** The gateway's `Errors` of a failure body, or the default text when there are none. */
export const errorMessage = (body: unknown): string =>
  errorMessages(body).join(' ') || DEFAULT_ERROR_MESSAGE;

const failureBody = (payload: unknown, status: number) => {
  const errors = status === 400 ? fieldErrors(errorMessages(payload)) : undefined;
  if (!errors) return payload;
  return typeof payload === 'object' && payload !== null ? { ...payload, errors } : { errors };
};

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * The portal's one HTTP client for the gateway: normalises the path, adds companyKey, BrokerId,
 * UserId and (unless `auth: false`) the bearer, unwraps `Response`, and turns failures into
 * react-admin HttpErrors whose message is the gateway's `Errors` (with `body.errors` per field
 * on a 400, so forms show each message under its field).
 */
export const gatewayRequest = async <T>(
  path: string,
  options: GatewayRequestOptions = {},
): Promise<T> => {
  const headers = buildHeaders(options);
  const body = buildBody(options, headers);
  let response: Response;
  try {
    response = await fetch(withQuery(toGatewayPath(path), options.query), {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpError(DEFAULT_ERROR_MESSAGE, 0);
  }
  const payload = await readBody(response);
  if (!response.ok) {
    throw new HttpError(
      errorMessage(payload),
      response.status,
      failureBody(payload, response.status),
    );
  }
  return (isEnvelope(payload) ? payload.Response : payload) as T;
};

type Options = Omit<GatewayRequestOptions, 'method'>;

export const gatewayClient = {
  request: gatewayRequest,
  get: <T>(path: string, options?: Options) =>
    gatewayRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, options?: Options) =>
    gatewayRequest<T>(path, { ...options, method: 'POST' }),
  put: <T>(path: string, options?: Options) =>
    gatewayRequest<T>(path, { ...options, method: 'PUT' }),
  patch: <T>(path: string, options?: Options) =>
    gatewayRequest<T>(path, { ...options, method: 'PATCH' }),
  delete: <T>(path: string, options?: Options) =>
    gatewayRequest<T>(path, { ...options, method: 'DELETE' }),
};
