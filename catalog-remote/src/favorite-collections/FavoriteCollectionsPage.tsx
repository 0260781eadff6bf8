import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { FavoriteCollection } from 'contracts/src/catalog/favorites';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  LoadingState,
  Modal,
  QueryStatus,
  toast,
  useHydrated,
  useSignedIn,
} from 'shared-ui';
import { FAVORITE_SIGN_IN_WARNING } from '../favorite-button/FavoriteButton';
import { favoritesQuery } from '../favorites/fetchFavorites';
import { PlanCardGrid } from '../plan-cards/PlanCardGrid';
import { NewCollectionForm, RenameDialog } from './CollectionNameForms';
import {
  addPlanToCollection,
  collectionsQuery,
  createCollection,
  deleteCollection,
  removePlanFromCollection,
  renameCollection,
} from './collectionsApi';
import styles from './FavoriteCollectionsPage.module.css';

export const DELETE_COLLECTION_QUESTION = 'Are you sure want to delete ?';

type Dialog =
  | { kind: 'rename'; collection: FavoriteCollection }
  | { kind: 'delete'; collection: FavoriteCollection }
  | { kind: 'add'; collection: FavoriteCollection }
  | null;

/** /favorite: the shopper's named collections of plans, kept on the server. */
export default function FavoriteCollectionsPage() {
  const signedIn = useSignedIn();
  // The session lives in the browser: the server, and hydration after it, draw the loading frame.
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  // A visitor has no collections to ask for.
  const collections = useQuery({ ...collectionsQuery(), enabled: signedIn });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);

  /** Runs one change on the server and says how it went; resolves to whether it was made. */
  const act = async (work: () => Promise<void>, success: string): Promise<boolean> => {
    setBusy(true);
    try {
      await work();
      toast.success(success);
      setDialog(null);
      await queryClient.invalidateQueries({ queryKey: collectionsQuery().queryKey });
      return true;
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong');
      return false;
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (!hydrated) {
    body = <LoadingState label="Loading collections…" size="inline" />;
  } else if (!signedIn) {
    body = <EmptyState title={FAVORITE_SIGN_IN_WARNING.trim()} action={<Link to="/SignIn">Sign In</Link>} />;
  } else {
    body = (
      <QueryStatus
        query={collections}
        loading={{ label: 'Loading collections…', size: 'inline' }}
        error={{ message: (error) => `Error: ${error.message}`, size: 'inline' }}
      >
        {(list) => (
          <>
            <NewCollectionForm
              busy={busy}
              onCreate={(name) => act(() => createCollection(name), 'Collection created')}
            />
            {list.length === 0 ? (
              <EmptyState
                title="No collections yet"
                message="Name a collection above, then add your favourite plans to it."
                headingLevel={2}
              />
            ) : (
              list.map((collection) => (
                <section
                  key={collection._id}
                  className={styles.collection}
                  aria-labelledby={`collection-${collection._id}`}
                >
                  <div className={styles.collectionHeader}>
                    <h2 id={`collection-${collection._id}`}>{collection.name}</h2>
                    <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'add', collection })}>
                      Add a plan
                    </Button>
                    <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'rename', collection })}>
                      Edit Name
                    </Button>
                    <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'delete', collection })}>
                      Delete
                    </Button>
                  </div>
                  {collection.plans.length === 0 ? (
                    <p>No plans in this collection yet.</p>
                  ) : (
                    <>
                      <PlanCardGrid plans={collection.plans} />
                      <ul className={styles.removeList}>
                        {collection.plans.map((plan) => (
                          <li key={plan._id}>
                            <Button
                              size="sm"
                              variant="ghost"
                              onClick={() =>
                                act(
                                  () => removePlanFromCollection(collection._id, plan._id),
                                  'Removed from the collection',
                                )
                              }
                            >
                              {`Remove ${plan.name} from ${collection.name}`}
                            </Button>
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                </section>
              ))
            )}
          </>
        )}
      </QueryStatus>
    );
  }

  return (
    <section>
      <h1>Favorite Collections</h1>
      {body}
      {dialog?.kind === 'rename' ? (
        <RenameDialog
          collection={dialog.collection}
          busy={busy}
          onClose={() => setDialog(null)}
          onRename={(name) => act(() => renameCollection(dialog.collection._id, name), 'Collection renamed')}
        />
      ) : null}
      {dialog?.kind === 'add' ? (
        <AddPlanDialog
          collection={dialog.collection}
          onClose={() => setDialog(null)}
          onAdd={(planId) => act(() => addPlanToCollection(dialog.collection._id, planId), 'Added to the collection')}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete"
        message={DELETE_COLLECTION_QUESTION}
        confirmLabel="Delete"
        busy={busy}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind === 'delete') void act(() => deleteCollection(dialog.collection._id), 'Collection deleted');
        }}
      />
    </section>
  );
}

function AddPlanDialog({
  collection,
  onClose,
  onAdd,
}: {
  collection: FavoriteCollection;
  onClose: () => void;
  onAdd: (planId: string) => Promise<boolean>;
}) {
  const favorites = useQuery(favoritesQuery());
  const inCollection = new Set(collection.plans.map((plan) => plan._id));
  return (
    <Modal open title="Add to Favourite" onClose={onClose}>
      <QueryStatus
        query={favorites}
        loading={{ label: 'Loading favourites…', size: 'inline' }}
        error={{ message: (error) => `Error: ${error.message}`, size: 'inline' }}
      >
        {(entries) =>
          entries.length === 0 ? (
            <p>Tap the heart on a plan first: your favourites can be added here.</p>
          ) : (
            <ul className={styles.pickList}>
              {entries.map(({ property_id: plan }) => (
                <li key={plan._id}>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={inCollection.has(plan._id)}
                    onClick={() => void onAdd(plan._id)}
                  >
                    {inCollection.has(plan._id) ? `${plan.name} (added)` : `Add ${plan.name}`}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryStatus>
    </Modal>
  );
}
