import { PageHeading } from '@marketplace/ui';

/** The home page (SPEC.md section 1): banner, advertised products, categories and the rest. */
export default function HomePage() {
  return <PageHeading>Welcome to the marketplace</PageHeading>;
}
