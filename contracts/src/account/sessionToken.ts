/** The spec's contract: the session token lives in the tab's sessionStorage under this key... */
export const TOKEN_STORAGE_KEY = 'token';
/** ...and goes to the API in this request header. */
export const TOKEN_HEADER = 'token';
