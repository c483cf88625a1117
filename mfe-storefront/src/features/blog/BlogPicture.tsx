import { BLOG_PICTURES } from './blog-posts';

interface BlogPictureProps {
  /** Blog.json's `image`: the picture's name. */
  name: string;
  /** How wide it is drawn, for the browser to choose between the two sizes. */
  sizes: string;
  /** The width it is laid out for (16:9); the list's cards use the small one, a post the large. */
  width: 400 | 800;
  loading?: 'eager' | 'lazy';
}

/** A post's picture, decorative (the title says what the post is), in both shipped sizes. */
export function BlogPicture({ name, sizes, width, loading = 'eager' }: BlogPictureProps) {
  const picture = BLOG_PICTURES[name];
  if (!picture) return null;
  return (
    <img
      src={width === 800 ? picture.large : picture.small}
      srcSet={`${picture.small} 400w, ${picture.large} 800w`}
      sizes={sizes}
      alt=""
      width={width}
      height={(width * 9) / 16}
      loading={loading}
      decoding="async"
    />
  );
}
