import { TitledPage } from '../titled-page/TitledPage';

export default function FavoritesPage() {
  return <TitledPage title="My Favorites" />;
}
