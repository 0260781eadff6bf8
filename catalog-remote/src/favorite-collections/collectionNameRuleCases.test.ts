import { COLLECTION_NAME_RULE_CASES } from 'contracts/src/catalog/collectionNameRuleCases';
import { collectionNameSchema } from './collectionNameSchema';

// The browser's half of the same-rules test: api/src/favourites/collectionNameRuleCases.test.ts sends the same table.
describe('the collection name forms judge each case of the shared table as the API does', () => {
  const { valid, cases } = COLLECTION_NAME_RULE_CASES;
  it.each(cases.map((ruleCase) => [ruleCase.name, ruleCase] as const))('%s', async (_name, ruleCase) => {
    expect(await collectionNameSchema.isValid({ ...valid, ...ruleCase.change })).toBe(ruleCase.accepted);
  });
});
