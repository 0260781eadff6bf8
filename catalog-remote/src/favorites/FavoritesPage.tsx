import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function FavoritesPage() {
  return <TitledPage title="My Favorites" />;
}
