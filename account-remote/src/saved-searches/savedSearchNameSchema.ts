import * as yup from 'yup';
import {
  MAX_SAVED_SEARCH_NAME_LENGTH,
  SAVED_SEARCH_MESSAGES,
  tidySavedSearchName,
} from 'contracts/src/saved-searches/savedSearches';

/** The rename form: the name as the server stores it (tidied), 1 to 60 characters. */
export const savedSearchNameSchema = yup.object({
  name: yup
    .string()
    .transform((typed: string) => tidySavedSearchName(typed))
    .required(SAVED_SEARCH_MESSAGES.nameMissing)
    .max(MAX_SAVED_SEARCH_NAME_LENGTH, SAVED_SEARCH_MESSAGES.nameTooLong),
});
export type SavedSearchNameValues = yup.InferType<typeof savedSearchNameSchema>;
