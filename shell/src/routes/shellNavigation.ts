import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

type Navigate = (to: string) => void;

// Until the router has rendered, a full page load gets there too.
let navigateInApp: Navigate = (to) => window.location.assign(to);

/**
 * Navigation for code outside React (the API client's 'Sign In' action on a 401 toast): goes through the router
 * once it is mounted, so the store is not reloaded.
 */
export function navigateFromOutsideReact(to: string): void {
  navigateInApp(to);
}

/** Rendered once inside the router: hands its navigate function to navigateFromOutsideReact. */
export function useProvideRouterNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const previous = navigateInApp;
    navigateInApp = (to) => void navigate(to);
    return () => {
      navigateInApp = previous;
    };
  }, [navigate]);
}
