import type { FavoriteCollection } from 'contracts/src/catalog/favorites';
import { COLLECTION_NAME_RULE_CASES } from 'contracts/src/catalog/collectionNameRuleCases';
import { appSuite } from '../testing/appSuite';
import { apiCaller, newShopper } from '../testing/checkoutFixture';
import { TEST_DATABASES } from '../testing/testDatabases';

// The server's half of the same-rules test: catalog-remote/src/favorite-collections/collectionNameRuleCases.test.ts
// runs the same table through the create and rename forms' yup schema.
describe.each(TEST_DATABASES)(
  'favorite-collections judges each name of the shared table as the forms do, on %s',
  (_name, database) => {
    const suite = appSuite(database);
    const { valid, cases } = COLLECTION_NAME_RULE_CASES;

    it.each(cases.map((ruleCase) => [ruleCase.name, ruleCase] as const))('%s', async (_case, ruleCase) => {
      // A shopper per case: the table's names repeat, and a shopper's names are unique.
      const { token } = await newShopper(suite.db);
      const { name } = { ...valid, ...ruleCase.change };
      const created = await apiCaller(suite.app)<FavoriteCollection>('POST', 'favorite-collections', token, { name });
      expect(created.status).toBe(ruleCase.accepted ? 200 : 400);
      if (ruleCase.accepted) expect(created.body.data.name).toBe(name.trim().replace(/\s+/g, ' '));
    });
  },
);
