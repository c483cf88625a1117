import { Button, EmptyState, PageHeading } from '@marketplace/ui';
import { Link } from '@marketplace/routing';
import styled from 'styled-components';
import { BlogPicture } from './BlogPicture';
import { findBlogPost } from './blog-posts';

const StyledBack = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[2]} 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledArticle = styled.article`
  max-width: 42rem;

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    margin-bottom: ${({ theme }) => theme.space[6]};
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: 1.65;
  }
`;

const StyledLead = styled.p`
  && {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

function BackToTheBlog() {
  return (
    <StyledBack to="/blog">
      <span aria-hidden="true">←&nbsp;</span>All posts
    </StyledBack>
  );
}

/** One post of Blog.json on its own page: its picture, title and full text, and the way back. */
export function BlogPost({ postId }: { postId: string }) {
  const post = findBlogPost(postId);
  if (!post) {
    return (
      <>
        <PageHeading>Post not found</PageHeading>
        <EmptyState
          message="There is no blog post at this address."
          action={
            <Button as={Link} to="/blog" variant="secondary">
              See all posts
            </Button>
          }
        />
      </>
    );
  }
  return (
    <>
      <BackToTheBlog />
      <StyledArticle aria-labelledby="blog-post-title">
        <PageHeading id="blog-post-title">{post.title}</PageHeading>
        <BlogPicture name={post.image} sizes="(min-width: 768px) 42rem, 100vw" width={800} />
        <StyledLead>{post.description}</StyledLead>
        {post.body.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </StyledArticle>
      <BackToTheBlog />
    </>
  );
}
