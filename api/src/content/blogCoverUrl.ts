/** Where a blog post's generated cover is served (relative, like the plans' drawings). */
export function blogCoverUrl(postId: number): string {
  return `/api/user/images/blog/${postId}.svg`;
}
