import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PlanFilters } from 'contracts/src/catalog/planFilters';
import { Button, toast, useSignedIn } from 'shared-ui';
import { savedQueryOf } from './useSaveSearch';

// The dialog and its form library load when a shopper opens it, not with the plan list.
const SaveSearchDialog = lazy(() => import('./SaveSearchDialog'));

export const SIGN_IN_TO_SAVE = 'Sign in to save this search.';

interface SaveSearchButtonProps {
  /** The list's path as shown (the API keeps its canonical spelling). */
  path: string;
  /** The shopper's own filters, sort and page as the URL holds them (the page is not saved). */
  filters: PlanFilters;
  /** The list's heading, the name suggested. */
  title: string;
}

/** "Save search" on a plan list: a signed-in shopper names the list's filters and may ask for a daily alert. */
export function SaveSearchButton({ path, filters, title }: SaveSearchButtonProps) {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  const start = () => {
    if (!signedIn) {
      toast.warning(SIGN_IN_TO_SAVE, { label: 'Sign In', onClick: () => void navigate('/SignIn') });
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button variant="secondary" size="sm" onClick={start} aria-haspopup="dialog">
        Save search
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchDialog path={path} query={savedQueryOf(filters)} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
