import type { CodeOption } from 'contracts/src/catalog/codeTables';

/** A code looked up by its label, so code reads as the catalogue does and fails loudly if a label changes. */
export function codeOf(table: readonly CodeOption[], label: string): number {
  const option = table.find((candidate) => candidate.label === label);
  if (!option) throw new Error(`No code labelled '${label}'`);
  return option.code;
}
