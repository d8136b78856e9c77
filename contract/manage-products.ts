/**
 * Product management (spec 3 §3 "Product management", §7 "Products"; route /manage-products,
 * code TVADMIN): the tire catalogue — a product is a product line of a brand in one size and
 * load range, with its material code, new tread depth, maximum pressure and price. Tread depth
 * and pressure travel in the user's units (tread_depth_format, pressure_format).
 */
import { z } from 'zod';
import { requiredText, text, textValue } from './common';
import { bodyId } from './common-lookups';
import { PRESSURE_FORMATS, SPEC_LIMITS, SPEC_POSITION_CLASSES, TREAD_DEPTH_FORMATS } from './manage-specs';

export const PRODUCTS_PAGE_SIZE = 10;

/** GET init: the list filters. retread holds 'true' and 'false' (new tires). */
export const productsInit = z.object({
  retread: z.array(textValue),
  load_range: z.array(textValue),
  brand: z.array(textValue),
  tire_size: z.array(textValue),
  product_line: z.array(textValue),
});
export type ProductsInit = z.infer<typeof productsInit>;

export const brandParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const productLineOptions = z.array(textValue);

/** Sort columns of the product list, by order_by. */
export const PRODUCT_SORTS = ['brand', 'product_line', 'tire_size', 'load_range', 'material_code', 'price'] as const;

/** POST get_products: one page with the filters; null filters nothing. */
export const productsRequest = z.object({
  page_number: z.number().int().min(1).max(1_000_000).default(1),
  page_size: z.number().int().min(1).max(100).default(PRODUCTS_PAGE_SIZE),
  order_by: z.number().int().min(0).max(PRODUCT_SORTS.length - 1).default(0),
  is_sort_desc: z.boolean().default(false),
  key_word: text(100).default(''),
  retread: z.boolean().nullish(),
  load_range_id: bodyId.nullish(),
  brand_id: bodyId.nullish(),
  tire_size_id: bodyId.nullish(),
  product_line_id: bodyId.nullish(),
});
export type ProductsRequest = z.input<typeof productsRequest>;

export const productRow = z.object({
  id: z.number().int(),
  brand_id: z.number().int(),
  brand: z.string(),
  product_line_id: z.number().int(),
  product_line: z.string(),
  application: z.enum([...SPEC_POSITION_CLASSES, 'unknown']),
  is_retread: z.boolean(),
  tire_size_id: z.number().int(),
  tire_size: z.string(),
  load_range_id: z.number().int(),
  load_range: z.string(),
  material_code: z.string(),
  /** In the user's units. */
  tread_depth_new: z.number(),
  max_pressure: z.number(),
  price: z.number(),
  is_active: z.boolean(),
});
export type ProductRow = z.infer<typeof productRow>;

export const productsResponse = z.object({
  items: z.array(productRow),
  page_number: z.number().int(),
  page_size: z.number().int(),
  total_items: z.number().int(),
});
export type ProductsResponse = z.infer<typeof productsResponse>;

/** GET init_update: what the edit form offers. */
export const productsInitUpdate = z.object({
  brands: z.array(z.object({ id: z.number().int(), name: z.string(), is_retread_brand: z.boolean() })),
  tire_sizes: z.array(z.object({ id: z.number().int(), size: z.string() })),
  load_ranges: z.array(z.object({ id: z.number().int(), code: z.string(), ply_rating: z.number().int() })),
  applications: z.array(z.enum(SPEC_POSITION_CLASSES)),
  pressure_format: z.enum(PRESSURE_FORMATS),
  tread_depth_format: z.enum(TREAD_DEPTH_FORMATS),
});
export type ProductsInitUpdate = z.infer<typeof productsInitUpdate>;

export const allProductLines = z.array(z.object({ id: z.number().int(), name: z.string(), application: z.enum([...SPEC_POSITION_CLASSES, 'unknown']), is_retread: z.boolean() }));
export type AllProductLines = z.infer<typeof allProductLines>;

/**
 * POST save_product: without id a new product, with id that product replaced. The product line
 * is an existing one of the brand (product_line_id) or a new one (product_line_name and
 * application), so a new line shows in the survey's selects as soon as it is saved.
 */
export const saveProductRequest = z
  .object({
    id: bodyId.nullish(),
    brand_id: bodyId,
    product_line_id: bodyId.nullish(),
    product_line_name: requiredText(100).nullish(),
    application: z.enum(SPEC_POSITION_CLASSES).nullish(),
    tire_size_id: bodyId,
    load_range_id: bodyId,
    material_code: requiredText(40).regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'Use letters, digits and . _ / - only'),
    tread_depth_new: z.number().positive('Enter a new tread depth above zero').max(100),
    // Up to 1379 for kPa; save_product holds each unit to its own limit (SPEC_LIMITS).
    max_pressure: z.number().positive('Enter a maximum pressure above zero').max(SPEC_LIMITS.kPa),
    price: z.number().min(0, 'The price cannot be negative').max(100_000),
    is_active: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    if (!body.product_line_id && !body.product_line_name) {
      ctx.addIssue({ code: 'custom', path: ['product_line_id'], message: 'Choose a product line or name a new one' });
    }
    if (body.product_line_name && !body.application) {
      ctx.addIssue({ code: 'custom', path: ['application'], message: 'Choose where the new product line is used' });
    }
  });
export type SaveProductRequest = z.input<typeof saveProductRequest>;

export const saveProductResponse = z.object({ product: productRow, message: z.string() });

/** The files: the list with the same filters, every page. */
export const productsFileRequest = productsRequest.omit({ page_number: true, page_size: true });
