import { TitledPage } from '../titled-page/TitledPage';

export default function FavoriteCollectionsPage() {
  return <TitledPage title="Favorite Collections" />;
}
