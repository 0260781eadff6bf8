import { TOKEN_STORAGE_KEY } from 'contracts/src/account/sessionToken';

// sessionStorage can throw (storage disabled, some privacy modes): the store then behaves as signed out.

export function readStoredToken(): string | null {
  try {
    const token = window.sessionStorage.getItem(TOKEN_STORAGE_KEY);
    return token === '' ? null : token;
  } catch {
    return null;
  }
}

export function writeStoredToken(token: string): void {
  try {
    window.sessionStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // The in-memory store still holds the token for this page.
  }
}

export function removeStoredToken(): void {
  try {
    window.sessionStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export function clearSessionStorage(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    // Nothing stored, nothing to clear.
  }
}
