import { yupResolver } from '@hookform/resolvers/yup';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { savedSearchHref, type SavedSearch } from 'contracts/src/saved-searches/savedSearches';
import { Button, ConfirmDialog, EmptyState, isApiError, NameDialog, QueryStatus, toast } from 'shared-ui';
import { savedSearchNameSchema, type SavedSearchNameValues } from './savedSearchNameSchema';
import { changeSavedSearch, deleteSavedSearch, openSavedSearch, savedSearchesQuery } from './savedSearchRequests';
import styles from './SavedSearches.module.css';

export const SAVED_SEARCHES_LOAD_FAILED = 'Failed to load saved searches.';
const FAILED = 'Something went wrong. Please try again.';

type Dialog = { kind: 'rename' | 'delete'; search: SavedSearch } | null;

function messageOf(error: unknown): string {
  return isApiError(error) && error.kind === 'server' ? error.message : FAILED;
}

function newMatchesText(count: number): string {
  if (count === 0) return 'No new plans since you last opened it';
  return count === 1 ? '1 new plan since you last opened it' : `${count} new plans since you last opened it`;
}

/** My Account's Saved searches tab: each search with its new matches, opened, renamed, alerted or deleted. */
export function SavedSearches() {
  const searches = useQuery(savedSearchesQuery());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState<string | null>(null);

  /** Runs one change on the server and says how it went; resolves to whether it was made. */
  async function act(id: string, work: () => Promise<unknown>, success: string): Promise<boolean> {
    setBusy(id);
    try {
      await work();
      toast.success(success);
      setDialog(null);
      await queryClient.invalidateQueries({ queryKey: savedSearchesQuery().queryKey });
      return true;
    } catch (error) {
      toast.error(messageOf(error));
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function open(search: SavedSearch) {
    setBusy(search._id);
    try {
      await openSavedSearch(search._id);
      void queryClient.invalidateQueries({ queryKey: savedSearchesQuery().queryKey });
    } catch {
      // Opening the list matters more than the count: it is marked seen the next time.
    } finally {
      setBusy(null);
    }
    void navigate(savedSearchHref(search));
  }

  return (
    <section aria-labelledby="my-saved-searches">
      <h2 id="my-saved-searches">Saved searches</h2>
      <QueryStatus
        query={searches}
        loading={{ label: 'Loading saved searches…', size: 'inline' }}
        error={{ message: SAVED_SEARCHES_LOAD_FAILED, size: 'inline' }}
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              title="No saved searches yet"
              message="Choose filters on a plan list, then use Save search to keep them here."
              action={<Link to="/propertyList">Browse plans</Link>}
              headingLevel={3}
            />
          ) : (
            <ul className={styles.list}>
              {list.map((search) => (
                <li key={search._id} className={styles.item}>
                  <article aria-labelledby={`saved-search-${search._id}`}>
                    <h3 id={`saved-search-${search._id}`} className={styles.name}>
                      {search.name}
                    </h3>
                    <p className={styles.meta}>
                      {search.title}
                      {' · '}
                      <span className={search.new_matches > 0 ? styles.news : undefined}>
                        {newMatchesText(search.new_matches)}
                      </span>
                    </p>
                    <div className={styles.actions}>
                      <Button
                        size="sm"
                        onClick={() => void open(search)}
                        loading={busy === search._id && dialog === null}
                        aria-label={`Open ${search.name}`}
                      >
                        Open
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setDialog({ kind: 'rename', search })}
                        aria-label={`Rename ${search.name}`}
                      >
                        Rename
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setDialog({ kind: 'delete', search })}
                        aria-label={`Delete ${search.name}`}
                      >
                        Delete
                      </Button>
                      <label className={styles.alerts}>
                        <input
                          type="checkbox"
                          checked={search.alerts}
                          disabled={busy === search._id}
                          onChange={(event) => {
                            const alerts = event.currentTarget.checked;
                            void act(
                              search._id,
                              () => changeSavedSearch(search._id, { alerts }),
                              alerts ? 'E-mail alerts on' : 'E-mail alerts off',
                            );
                          }}
                        />
                        E-mail me new matches (daily at most)
                      </label>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )
        }
      </QueryStatus>
      {dialog?.kind === 'rename' ? (
        <RenameSearchDialog
          search={dialog.search}
          busy={busy === dialog.search._id}
          onClose={() => setDialog(null)}
          onRename={(name) =>
            act(dialog.search._id, () => changeSavedSearch(dialog.search._id, { name }), 'Search renamed')
          }
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete saved search"
        message={dialog ? `Delete the saved search '${dialog.search.name}'? Its e-mail alerts stop too.` : ''}
        confirmLabel="Delete"
        busy={dialog !== null && busy === dialog.search._id}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind === 'delete')
            void act(dialog.search._id, () => deleteSavedSearch(dialog.search._id), 'Search deleted');
        }}
      />
    </section>
  );
}

function RenameSearchDialog({
  search,
  busy,
  onClose,
  onRename,
}: {
  search: SavedSearch;
  busy: boolean;
  onClose: () => void;
  onRename: (name: string) => Promise<boolean>;
}) {
  const form = useForm<SavedSearchNameValues>({
    resolver: yupResolver(savedSearchNameSchema),
    mode: 'onChange',
    defaultValues: { name: search.name },
  });
  return (
    <NameDialog
      form={form}
      title="Rename saved search"
      label="Name"
      autoComplete="off"
      busy={busy}
      onClose={onClose}
      onSave={onRename}
    />
  );
}
