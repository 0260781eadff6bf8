import path from 'node:path';
import { apiClient } from 'shared-ui';
import { describeExposedModules } from 'shared-ui/testing';
import { harnessPages } from './harness/harnessPages';
import { planDetailFixture } from './plan-detail/planDetailFixture';
import { searchPageFixture } from './testing/planSearchFixture';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn() } }));

beforeEach(() => {
  jest.mocked(apiClient.get).mockImplementation(async (path: string) => ({
    status: 200,
    message: 'OK',
    data: path === 'properties' ? searchPageFixture() : path === 'plan-styles' ? [] : planDetailFixture(),
  }));
});

describeExposedModules(path.resolve(__dirname, '..', 'webpack.config.cjs'), {
  /** The modules the shell's route table loads from this remote, and the heading each page shows. */
  pages: {
    './HomePage': 'Your Dream Home Awaits',
    './PlanSearchPage': 'Plans',
    './PlanDetailPage': 'The Magnolia Farmhouse',
    './StylesPage': 'Housing Styles',
    './FavoritesPage': 'My Favorites',
    './FavoriteCollectionsPage': 'Favorite Collections',
    './ComparePage': 'Compare Plans',
  },
  fragments: ['./MyFavorites', './MyRecentlyViewed'],
  harnessPages,
});
