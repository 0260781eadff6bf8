import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function FavoriteCollectionsPage() {
  return <TitledPage title="Favorite Collections" />;
}
