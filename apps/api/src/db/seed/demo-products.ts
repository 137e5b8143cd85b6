// The specification's demo products: ids 95..123, in its categories, with the demo fields
// (discount, offerEnd, new, rating, saleCount, tag, category, variation, descriptions, affiliateLink); the
// products themselves are data: demo-products.json.
import { z } from 'zod';
import demoProducts from './demo-products.json';

const demoProductSeed = z.object({
  nombre: z.string(),
  /** [categoria id, group index, subgroup index] in CATALOGUE. */
  lugar: z.tuple([z.number(), z.number(), z.number()]),
  category: z.array(z.string()),
  tag: z.array(z.string()),
  /** Variations with colours and sizes s/m/xl/xxl (fashion). */
  variation: z.boolean().optional(),
  affiliateLink: z.string().optional(),
});

export const DEMO_FIRST_ID = 95;

export const DEMO_PRODUCTS: ReadonlyArray<z.infer<typeof demoProductSeed>> = z
  .array(demoProductSeed)
  .parse(demoProducts);

export const DEMO_COLORS = ['white', 'black', 'brown', 'blue', 'red'] as const;
/** The specification's sizes (x, m, xl, xxl), the first read as the S it stands for. */
export const DEMO_SIZES = ['s', 'm', 'xl', 'xxl'] as const;
