export {
  itExposesPagesWithHeadings,
  renderAsInTheShell,
  type ExposedPagesOptions,
} from './exposed-pages';
