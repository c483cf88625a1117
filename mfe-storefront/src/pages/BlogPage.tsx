import { BlogList } from '../features/blog/BlogList';

/** The blog list: each post's image, title and description. */
export default function BlogPage() {
  return <BlogList />;
}
