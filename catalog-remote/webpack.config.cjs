const createFederatedConfig = require('tooling/webpack/createFederatedConfig.cjs');
const { remote } = require('./package.json');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: remote.name,
  port: remote.port,
  exposes: {
    './HomePage': './src/home/HomePage.tsx',
    './PlanSearchPage': './src/plan-search/PlanSearchPage.tsx',
    './PlanDetailPage': './src/plan-detail/PlanDetailPage.tsx',
    './StylesPage': './src/styles/StylesPage.tsx',
    './FavoritesPage': './src/favorites/FavoritesPage.tsx',
    './FavoriteCollectionsPage': './src/favorite-collections/FavoriteCollectionsPage.tsx',
    './ComparePage': './src/compare/ComparePage.tsx',
    './MyFavorites': './src/favorites/MyFavorites.tsx',
    './MyRecentlyViewed': './src/recently-viewed/MyRecentlyViewed.tsx',
  },
});
