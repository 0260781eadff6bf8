import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import type { FavoriteCollection } from 'contracts/src/catalog/favorites';
import { Button, field, NameDialog, TextField } from 'shared-ui';
import { collectionNameSchema, type CollectionNameValues } from './collectionNameSchema';
import styles from './FavoriteCollectionsPage.module.css';

const resolver = yupResolver(collectionNameSchema);

/** Sends the checked, trimmed name; resolves to whether the server took it (a failure is reported by the caller). */
type SendName = (name: string) => Promise<boolean>;

/** The page's "New collection name" form: its message shows after the first try, then follows the typing. */
export function NewCollectionForm({ busy, onCreate }: { busy: boolean; onCreate: SendName }) {
  const form = useForm<CollectionNameValues>({ resolver, defaultValues: { name: '' } });
  const submit = form.handleSubmit(async ({ name }) => {
    if (await onCreate(name)) form.reset();
  });
  return (
    <form className={styles.newForm} onSubmit={(event) => void submit(event)} noValidate>
      <TextField label="New collection name" {...field(form, 'name')} />
      <Button type="submit" loading={busy}>
        Create collection
      </Button>
    </form>
  );
}

/** Edit Name: the collection's name, checked as it is typed; Save stays disabled while it is not a good name. */
export function RenameDialog({
  collection,
  busy,
  onClose,
  onRename,
}: {
  collection: FavoriteCollection;
  busy: boolean;
  onClose: () => void;
  onRename: SendName;
}) {
  const form = useForm<CollectionNameValues>({ resolver, mode: 'onChange', defaultValues: { name: collection.name } });
  return (
    <NameDialog form={form} title="Edit Name" label="Collection name" busy={busy} onClose={onClose} onSave={onRename} />
  );
}
