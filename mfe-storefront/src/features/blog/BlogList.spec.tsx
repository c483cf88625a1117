import { screen, within } from '@testing-library/react';
import {
  currentAddress,
  renderInStorefront,
  renderStorefront,
} from '../../testing/storefront-test-app';
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

  it("opens each post's own page from its card, with the full text and a way back", async () => {
    const post = BLOG_POSTS[1]!;
    const { user } = renderStorefront('/blog');

    await user.click(await screen.findByRole('link', { name: post.title }));

    expect(currentAddress()).toBe(`/blog/${post._id}`);
    const article = screen.getByRole('article', { name: post.title });
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    expect(within(article).getByRole('presentation')).toHaveAttribute('width', '800');
    expect(article).toHaveTextContent(post.description);
    for (const paragraph of post.body) expect(article).toHaveTextContent(paragraph);

    await user.click(screen.getAllByRole('link', { name: 'All posts' })[0]!);
    expect(currentAddress()).toBe('/blog');
    expect(screen.getAllByRole('article')).toHaveLength(BLOG_POSTS.length);
  });

  it('says so for an address with no post', () => {
    renderStorefront('/blog/no-such-post');
    expect(screen.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See all posts' })).toHaveAttribute('href', '/blog');
  });

  it('has a picture shipped with the remote for every post', () => {
    for (const post of BLOG_POSTS) expect(BLOG_PICTURES[post.image]).toBeDefined();
  });
});
