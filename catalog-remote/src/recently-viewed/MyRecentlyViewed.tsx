import { RecentlyViewed } from './RecentlyViewed';

/** My Account's Recently viewed tab (account-remote renders this fragment). */
export default function MyRecentlyViewed() {
  return <RecentlyViewed headingId="my-recently-viewed" whenEmpty="explain" />;
}
