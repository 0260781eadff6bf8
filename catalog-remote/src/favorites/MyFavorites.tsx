import { FavoritesList } from './FavoritesList';

/** The My favourites tab of My Account (account-remote renders this fragment). */
export default function MyFavorites() {
  return (
    <section aria-labelledby="my-favorites-tab">
      <h2 id="my-favorites-tab">My favourites</h2>
      <FavoritesList />
    </section>
  );
}
