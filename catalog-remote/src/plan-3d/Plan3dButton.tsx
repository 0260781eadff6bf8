import { lazy, Suspense, useState } from 'react';
import { Button, LoadingState } from 'shared-ui';

// Its own chunk, and three.js another behind it: fetched when the shopper asks for the 3D view, never at page load.
const Plan3dDialog = lazy(() => import('./Plan3dDialog'));

export interface Plan3dButtonProps {
  planId: string;
  planName: string;
  /** The plan's elevation, shown when the browser cannot draw in 3D. */
  stillPicture: string | undefined;
}

/** "3D view" on the plan page: opens the house built from the plan's own geometry. */
export function Plan3dButton({ planId, planName, stillPicture }: Plan3dButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <div data-print="hide">
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        3D view
      </Button>
      {open ? (
        <Suspense fallback={<LoadingState label="Loading the 3D view…" size="inline" />}>
          <Plan3dDialog
            planId={planId}
            planName={planName}
            stillPicture={stillPicture}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
