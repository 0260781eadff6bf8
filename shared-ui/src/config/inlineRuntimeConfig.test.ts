import { INLINE_RUNTIME_CONFIG_ID } from 'contracts/src/config/runtimeConfig';
import { devRuntimeConfig } from '../testing/devRuntimeConfig';
import { loadRuntimeConfig, readInlineRuntimeConfig } from './runtimeConfig';

function inlineConfig(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = INLINE_RUNTIME_CONFIG_ID;
  script.textContent = text;
  document.head.appendChild(script);
}

afterEach(() => document.getElementById(INLINE_RUNTIME_CONFIG_ID)?.remove());

describe('the runtime config inlined in the shell page', () => {
  it('is used without a request when the page carries it', async () => {
    inlineConfig(JSON.stringify(devRuntimeConfig));
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

    await expect(loadRuntimeConfig(undefined, fetchImpl)).resolves.toEqual(devRuntimeConfig);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('is ignored when malformed: the config is fetched as before', () => {
    inlineConfig(JSON.stringify({ apiBaseUrl: '/api/user/' }));
    expect(readInlineRuntimeConfig()).toBeNull();
  });

  it('is absent from a page without it', () => {
    expect(readInlineRuntimeConfig()).toBeNull();
  });
});
