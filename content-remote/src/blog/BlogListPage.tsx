import { TitledPage } from 'shared-ui/src/components/TitledPage/TitledPage';

export default function BlogListPage() {
  return <TitledPage title="Blogs" />;
}
