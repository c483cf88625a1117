import type { Product } from '@marketplace/contracts';
import { CardGrid } from './CardGrid';
import { ProductCard } from './ProductCard';

/** Cards in the first row of the widest layout are in the first screenful. */
const FIRST_ROW = 3;

export interface ProductGridProps {
  products: readonly Product[];
  /** The next page is loading while this one stays in view. */
  refreshing?: boolean;
  label: string;
}

export function ProductGrid({ products, refreshing = false, label }: ProductGridProps) {
  return (
    <CardGrid label={label} refreshing={refreshing}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            pictureEager={index < FIRST_ROW}
            pictureLargest={index === 0}
          />
        </li>
      ))}
    </CardGrid>
  );
}
