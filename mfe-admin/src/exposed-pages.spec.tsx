import { itExposesPagesWithHeadings } from '@marketplace/remote-harness/testing';
import federation from '../module-federation.config';

describe('the admin remote', () => {
  itExposesPagesWithHeadings({
    exposes: federation.exposes,
    importModule: (path) => import(path.replace('./src/', './')),
  });
});
