import { BlogPost } from '../features/blog/BlogPost';

export interface BlogPostPageProps {
  /** The id from `/blog/<id>`. */
  postId: string;
}

/** One blog post: its picture, title, full text and a way back to the list. */
export default function BlogPostPage({ postId }: BlogPostPageProps) {
  return <BlogPost postId={postId} />;
}
