/** Loads a provider's SDK on first use only: nobody pays for it until they choose that button. */
const loaded = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  let promise = loaded.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loaded.delete(src);
        reject(new Error(`could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    loaded.set(src, promise);
  }
  return promise;
}

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
      prompt(listener?: (notification: { isNotDisplayed(): boolean; isSkippedMoment(): boolean }) => void): void;
    };
  };
}

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(
    callback: (response: { authResponse?: { accessToken?: string } | null }) => void,
    options?: { scope: string },
  ): void;
}

declare global {
  interface Window {
    google?: GoogleIdentity;
    FB?: FacebookSdk;
  }
}

/** Google Identity Services: resolves with an ID token, or rejects when the shopper closes the prompt. */
export async function googleIdToken(clientId: string): Promise<string> {
  await loadScript('https://accounts.google.com/gsi/client');
  const google = window.google;
  if (!google) throw new Error('Google Identity Services did not start');
  return new Promise((resolve, reject) => {
    google.accounts.id.initialize({
      client_id: clientId,
      callback: ({ credential }) => (credential ? resolve(credential) : reject(new Error('no Google credential'))),
    });
    google.accounts.id.prompt((notification) => {
      if (notification.isNotDisplayed() || notification.isSkippedMoment()) reject(new Error('Google sign-in closed'));
    });
  });
}

/** Facebook Login: resolves with an access token, or rejects when the shopper cancels. */
export async function facebookAccessToken(appId: string): Promise<string> {
  await loadScript('https://connect.facebook.net/en_US/sdk.js');
  const fb = window.FB;
  if (!fb) throw new Error('Facebook SDK did not start');
  fb.init({ appId, version: 'v19.0', cookie: false, xfbml: false });
  return new Promise((resolve, reject) => {
    fb.login(
      (response) => {
        const token = response.authResponse?.accessToken;
        if (token) resolve(token);
        else reject(new Error('Facebook sign-in cancelled'));
      },
      { scope: 'email' },
    );
  });
}
