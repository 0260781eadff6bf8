import { INLINE_RUNTIME_CONFIG_ID, type RemoteName, type RuntimeConfig } from 'contracts/src/config/runtimeConfig';

/** The config is a tiny static file on the shell's origin: if it has not arrived by then, the server is in trouble. */
const RUNTIME_CONFIG_TIMEOUT_MS = 5000;

const OPTIONAL_STRING_KEYS = [
  'stripePublishableKey',
  'googleClientId',
  'facebookAppId',
  'builderRegistrationUrl',
] as const;

/**
 * The config the API inlined in the shell page (`<script type="application/json" id="runtime-config">`), validated;
 * null when the page carries none or an unusable one (then it is fetched).
 */
export function readInlineRuntimeConfig(doc: Document | undefined = globalThis.document): RuntimeConfig | null {
  const text = doc?.getElementById(INLINE_RUNTIME_CONFIG_ID)?.textContent;
  if (!text) return null;
  try {
    return parseRuntimeConfig(JSON.parse(text), 'inline runtime config');
  } catch {
    return null;
  }
}

/**
 * Reads the per-environment runtime config (API base URL, each remote's manifest URL) and checks its shape, so
 * that a broken deployment fails at start with a message naming the bad field instead of somewhere deep later.
 * The copy inlined in the shell page is used when there is one: the shell starts a round trip sooner.
 */
export async function loadRuntimeConfig(
  url = '/runtime-config.json',
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  timeoutMs = RUNTIME_CONFIG_TIMEOUT_MS,
): Promise<RuntimeConfig> {
  const inline = readInlineRuntimeConfig();
  if (inline) return inline;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new Error(`Runtime config ${url} did not arrive within ${timeoutMs} ms.`, { cause: error });
    }
    throw new Error(`Runtime config ${url} could not be fetched: ${describe(error)}`, { cause: error });
  }
  if (!response.ok) throw new Error(`Runtime config ${url} answered HTTP ${response.status}.`);

  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new Error(`Runtime config ${url} is not valid JSON.`, { cause: error });
  }
  return parseRuntimeConfig(body, url);
}

/** Validates an already-parsed config object; the error names the first bad field. */
export function parseRuntimeConfig(value: unknown, source = 'runtime config'): RuntimeConfig {
  const fail = (problem: string): never => {
    throw new Error(`Runtime config ${source} is malformed: ${problem}`);
  };
  if (!isRecord(value)) return fail('expected a JSON object.');

  const { apiBaseUrl, remotes } = value;
  if (!isNonEmptyString(apiBaseUrl)) return fail('"apiBaseUrl" must be a non-empty string such as "/api/user/".');
  if (!isRecord(remotes))
    return fail('"remotes" must be an object mapping each remote name to its mf-manifest.json URL.');

  const manifestUrl = (name: RemoteName): string => {
    const url = remotes[name];
    return isNonEmptyString(url) ? url : fail(`"remotes.${name}" must be the URL of that remote's mf-manifest.json.`);
  };
  // Spelled out so that a remote added to contracts' REMOTE_NAMES fails to compile here until it is validated.
  const remoteUrls: Record<RemoteName, string> = {
    catalog: manifestUrl('catalog'),
    checkout: manifestUrl('checkout'),
    account: manifestUrl('account'),
    content: manifestUrl('content'),
    staff: manifestUrl('staff'),
  };

  const config: RuntimeConfig = { apiBaseUrl, remotes: remoteUrls };
  for (const key of OPTIONAL_STRING_KEYS) {
    const optional = value[key];
    if (optional === undefined || optional === null || optional === '') continue;
    if (typeof optional !== 'string') return fail(`"${key}" must be a string when present.`);
    config[key] = optional;
  }
  return config;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
