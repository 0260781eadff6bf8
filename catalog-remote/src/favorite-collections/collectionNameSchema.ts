import * as yup from 'yup';
import { MAX_COLLECTION_NAME_LENGTH } from 'contracts/src/catalog/favorites';

export const COLLECTION_NAME_MISSING = 'Please enter a name for the collection.';
export const COLLECTION_NAME_TOO_LONG = `At most ${MAX_COLLECTION_NAME_LENGTH} characters.`;

/**
 * A collection's name as the create and rename forms check it: tidied as the server stores it (trimmed, each run of
 * spaces one space), then present and short enough.
 */
export const collectionNameSchema = yup.object({
  name: yup
    .string()
    .transform((typed: string) => typed.trim().replace(/\s+/g, ' '))
    .required(COLLECTION_NAME_MISSING)
    .max(MAX_COLLECTION_NAME_LENGTH, COLLECTION_NAME_TOO_LONG),
});
export type CollectionNameValues = yup.InferType<typeof collectionNameSchema>;
