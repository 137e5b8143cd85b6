export const BLOG_LAYOUTS = {
  'blog-standard': { sidebar: 'left' },
  'blog-no-sidebar': { sidebar: 'none' },
  'blog-right-sidebar': { sidebar: 'right' },
} as const;
export type BlogLayoutId = keyof typeof BLOG_LAYOUTS;
