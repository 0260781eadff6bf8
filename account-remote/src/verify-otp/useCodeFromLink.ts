import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/** The query parameter the e-mail's link carries the code in (the spec's `/verifyOtp?otp=...&email=...`). */
const CODE_PARAMETER = 'otp';

/**
 * The code an e-mail link brought, read once. Then it leaves the address bar and the history entry (replaced in
 * place, the address and the way back kept): not left on screen, in a copied link, or a Back press away.
 */
export function useCodeFromLink(): string {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  // Router state is whatever the previous page put there: carried over as it is, never read here.
  const state: unknown = location.state;
  const [code] = useState(() => searchParams.get(CODE_PARAMETER)?.trim() ?? '');
  const linkCarriesCode = searchParams.has(CODE_PARAMETER);

  useEffect(() => {
    if (!linkCarriesCode) return;
    setSearchParams(
      (current) => {
        const rest = new URLSearchParams(current);
        rest.delete(CODE_PARAMETER);
        return rest;
      },
      { replace: true, state, preventScrollReset: true },
    );
  }, [linkCarriesCode, setSearchParams, state]);

  return code;
}
