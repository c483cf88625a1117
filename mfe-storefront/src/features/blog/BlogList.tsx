import { PageHeading, media } from '@marketplace/ui';
import { Link } from '@marketplace/routing';
import styled from 'styled-components';
import { BlogPicture } from './BlogPicture';
import { BLOG_POSTS, blogPostPath } from './blog-posts';

const StyledIntro = styled.p`
  margin: -${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[8]};
  max-width: 40rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledPost = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  /* The title's link covers the whole card, so the picture opens the post too. */
  position: relative;

  h2 a {
    color: inherit;
    text-decoration: none;

    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }

    &:hover {
      text-decoration: underline;
    }

    &:focus-visible {
      outline: none;
    }
  }

  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]}
    ${({ theme }) => theme.space[6]};
`;

/** Posts in the first row of the two-column layout are in the first screenful. */
const FIRST_ROW = 2;

/** SPEC.md's blog list: each post's picture, title and description; each card opens its post. */
export function BlogList() {
  return (
    <>
      <PageHeading>Blog</PageHeading>
      <StyledIntro>
        Tips for buying and selling second-hand, from pricing to the meeting.
      </StyledIntro>
      <StyledList>
        {BLOG_POSTS.map((post, index) => (
          <li key={post._id}>
            <StyledPost aria-labelledby={`blog-${post._id}`}>
              <BlogPicture
                name={post.image}
                sizes="(min-width: 1200px) 36rem, (min-width: 768px) 50vw, 100vw"
                width={400}
                loading={index < FIRST_ROW ? 'eager' : 'lazy'}
              />
              <StyledBody>
                <h2 id={`blog-${post._id}`}>
                  <Link to={blogPostPath(post._id)}>{post.title}</Link>
                </h2>
                <p>{post.description}</p>
              </StyledBody>
            </StyledPost>
          </li>
        ))}
      </StyledList>
    </>
  );
}
