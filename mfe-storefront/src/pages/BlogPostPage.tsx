import type { RemotePageProps } from '@marketplace/contracts';
import { BlogPost } from '../features/blog/BlogPost';

/** One blog post (`/blog/<postId>`): its picture, title, full text and a way back to the list. */
export default function BlogPostPage({ params }: RemotePageProps) {
  return <BlogPost postId={params.postId ?? ''} />;
}
