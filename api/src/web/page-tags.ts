import { CatalogueTags } from '../cluster/catalogue-changes.js';
import { NOT_FOUND_RENDER_PATH } from './page-answers.js';
import { PAGE_MODULES, type PageRoutes } from './page-routes.js';

/** Pages that show nothing of the catalogue: only their own expiry renews them. */
const CATALOGUE_FREE_PAGES: ReadonlySet<string> = new Set([
  PAGE_MODULES.blog,
  PAGE_MODULES.blogPost,
]);

/**
 * What the public page at a cache key (`/producs/Laptops?page=2`) shows, as CatalogueTags, so a
 * change makes stale only the pages that show it; which page is at an address is the remotes'
 * manifests' to say. A page this does not know is taken to show any listing.
 */
export const pageTagsOf =
  (routes: PageRoutes) =>
  (key: string): readonly string[] => {
    const path = key.split('?', 1)[0]!;
    if (path === NOT_FOUND_RENDER_PATH) return [];
    const match = routes.matchRead(path);
    if (match.kind !== 'page') return [CatalogueTags.anyListing];
    const { module, params } = match.route;
    const parameter = Object.values(params)[0] ?? '';
    switch (module) {
      case PAGE_MODULES.home:
        return [CatalogueTags.advertised];
      case PAGE_MODULES.search:
        return [CatalogueTags.search];
      case PAGE_MODULES.listing:
        return [CatalogueTags.listing(parameter)];
      case PAGE_MODULES.seller:
        return [CatalogueTags.seller(parameter)];
      case PAGE_MODULES.category:
        return [CatalogueTags.category(parameter)];
      default:
        return module && CATALOGUE_FREE_PAGES.has(module) ? [] : [CatalogueTags.anyListing];
    }
  };
