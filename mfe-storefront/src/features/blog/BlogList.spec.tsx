import { screen, within } from '@testing-library/react';
import { renderInStorefront } from '../../test-support/storefront-test-app';
import { BlogList } from './BlogList';
import { BLOG_PICTURES, BLOG_POSTS } from './blog-posts';

describe('the blog', () => {
  it('shows every post of Blog.json with its picture, title and description', () => {
    renderInStorefront(<BlogList />);
    const posts = screen.getAllByRole('article');

    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(4);
    expect(posts).toHaveLength(BLOG_POSTS.length);
    BLOG_POSTS.forEach((post, index) => {
      const article = posts[index]!;
      expect(within(article).getByRole('heading', { name: post.title })).toBeVisible();
      expect(article).toHaveTextContent(post.description);
      expect(within(article).getByRole('presentation')).toHaveAttribute('width', '400');
    });
  });

  it('has a picture shipped with the remote for every post', () => {
    for (const post of BLOG_POSTS) expect(BLOG_PICTURES[post.image]).toBeDefined();
  });
});
