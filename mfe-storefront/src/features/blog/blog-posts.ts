import type { BlogPost } from '@marketplace/contracts';
import caringForFurnitureLarge from '../../assets/pictures/blog-caring-for-furniture-800.webp';
import caringForFurnitureSmall from '../../assets/pictures/blog-caring-for-furniture-400.webp';
import checkingALaptopLarge from '../../assets/pictures/blog-checking-a-laptop-800.webp';
import checkingALaptopSmall from '../../assets/pictures/blog-checking-a-laptop-400.webp';
import meetingSafelyLarge from '../../assets/pictures/blog-meeting-safely-800.webp';
import meetingSafelySmall from '../../assets/pictures/blog-meeting-safely-400.webp';
import pricingAUsedPhoneLarge from '../../assets/pictures/blog-pricing-a-used-phone-800.webp';
import pricingAUsedPhoneSmall from '../../assets/pictures/blog-pricing-a-used-phone-400.webp';
import posts from './Blog.json';

export interface BlogPicture {
  small: string;
  large: string;
}

/**
 * Blog.json names each post's picture; the pictures ship with the remote as hashed assets, so the
 * file's `image` is the picture's name here rather than an address that would change each build.
 */
export const BLOG_PICTURES: Readonly<Record<string, BlogPicture>> = {
  'blog-pricing-a-used-phone': { small: pricingAUsedPhoneSmall, large: pricingAUsedPhoneLarge },
  'blog-meeting-safely': { small: meetingSafelySmall, large: meetingSafelyLarge },
  'blog-checking-a-laptop': { small: checkingALaptopSmall, large: checkingALaptopLarge },
  'blog-caring-for-furniture': { small: caringForFurnitureSmall, large: caringForFurnitureLarge },
};

/** A post of Blog.json: SPEC.md's fields, and the full text its own page shows, a paragraph each. */
export interface BlogArticle extends BlogPost {
  body: readonly string[];
}

/** SPEC.md's static Blog.json: each post's id, title, description and picture, and its full text. */
export const BLOG_POSTS: readonly BlogArticle[] = posts;

/** The post at `/blog/<id>`, if there is one. */
export const findBlogPost = (id: string): BlogArticle | undefined =>
  BLOG_POSTS.find((post) => post._id === id);

/** Where a post's own page is. */
export const blogPostPath = (id: string) => `/blog/${encodeURIComponent(id)}`;
