import { FavoritesList } from './FavoritesList';

/** /favoritedetails: My Favorites. */
export default function FavoritesPage() {
  return (
    <section>
      <h1>My Favorites</h1>
      <FavoritesList />
    </section>
  );
}
