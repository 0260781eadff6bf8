import ComparePage from '../compare/ComparePage';
import FavoriteCollectionsPage from '../favorite-collections/FavoriteCollectionsPage';
import FavoritesPage from '../favorites/FavoritesPage';
import HomePage from '../home/HomePage';
import MyFavorites from '../favorites/MyFavorites';
import MyRecentlyViewed from '../recently-viewed/MyRecentlyViewed';
import PlanDetailPage from '../plan-detail/PlanDetailPage';
import PlanSearchPage from '../plan-search/PlanSearchPage';
import StylesPage from '../styles/StylesPage';
import type { HarnessPage } from 'shared-ui/harness';

/** Every exposed page, at one of the paths the shell mounts it on. */
export const harnessPages: readonly HarnessPage[] = [
  { expose: './HomePage', label: 'Home', path: '/', Page: HomePage },
  { expose: './PlanSearchPage', label: 'Plan search', path: '/propertyList', Page: PlanSearchPage },
  {
    expose: './PlanDetailPage',
    label: 'Plan detail (plan 1)',
    path: '/property/:id',
    href: '/property/1',
    Page: PlanDetailPage,
  },
  { expose: './StylesPage', label: 'Styles', path: '/styles', Page: StylesPage },
  { expose: './FavoritesPage', label: 'My favorites', path: '/favoritedetails', Page: FavoritesPage },
  {
    expose: './FavoriteCollectionsPage',
    label: 'Favorite collections',
    path: '/favorite',
    Page: FavoriteCollectionsPage,
  },
  { expose: './ComparePage', label: 'Compare', path: '/compare', Page: ComparePage },
  { expose: './MyFavorites', label: 'My favourites tab (fragment)', path: '/my-favorites-fragment', Page: MyFavorites },
  {
    expose: './MyRecentlyViewed',
    label: 'Recently viewed tab (fragment)',
    path: '/my-recently-viewed-fragment',
    Page: MyRecentlyViewed,
  },
];
