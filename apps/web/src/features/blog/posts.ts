/** The demo blog: three posts (texts in the blog namespace, `posts.<id>.*`). */
export const POSTS = ['tiers', 'stock', 'ordering'] as const;
export type PostId = (typeof POSTS)[number];
export const POST_COLORS: Record<PostId, string> = {
  tiers: '#1f3a5f',
  stock: '#1e7b4f',
  ordering: '#8a3d63',
};
