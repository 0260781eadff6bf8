import { TitledPage } from '../titled-page/TitledPage';

export default function BlogListPage() {
  return <TitledPage title="Blogs" />;
}
