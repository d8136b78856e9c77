import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParam } from '../../../contract/common';
import {
  allProductLines,
  brandParams,
  productLineOptions,
  productRow,
  productsFileRequest,
  productsInit,
  productsInitUpdate,
  productsRequest,
  productsResponse,
  saveProductRequest,
  saveProductResponse,
} from '../../../contract/manage-products';
import { SPEC_LIMITS, SPEC_POSITION_CLASSES } from '../../../contract/manage-specs';
import { isHeadOffice } from '../../auth/session-user';
import { sendExport, type ExportFormat } from '../../exports';
import { userMeasureUnits } from '../../exports/units';
import { requireUser } from '../../plugins/authenticate';
import { fieldError, HttpError } from '../../plugins/error-handler';
import { productsDocument } from './export-document';
import { allProducts, findProduct, listFilterOptions, listProducts, measureFormats, productLinesOf, saveProduct } from './repository';
import { ADMIN_CATALOG_CODE, failures, NOT_HEAD_OFFICE } from '../admin-access';

const tags = ['products'];
const config = { securityCode: ADMIN_CATALOG_CODE };

/**
 * Product management (spec 3 §7 "Products"), mounted at /api/v2/products. Every call needs
 * TVADMIN (staff); saving also needs the head office (GYR, ADMIN), service centres only read.
 * The survey's tire selects and the product reports read brands and product lines straight
 * from their tables, so a saved product and a new line show there with the next request.
 */
export async function manageProductsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const systemOf = (request: FastifyRequest) => userMeasureUnits(requireUser(request));

  r.get('/init', { config, schema: { tags, response: { 200: productsInit, ...failures } } }, async () => {
    const options = await listFilterOptions(db);
    return {
      retread: [
        { value: 'true', text: 'Retread' },
        { value: 'false', text: 'New tire' },
      ],
      load_range: options.ranges.map((range) => ({ value: range.id, text: range.code })),
      brand: options.brands.map((brand) => ({ value: brand.id, text: brand.name })),
      tire_size: options.sizes.map((size) => ({ value: size.id, text: size.size })),
      product_line: options.lines.map((line) => ({ value: line.id, text: line.name })),
    };
  });

  r.get('/get_product_lines/:id', { config, schema: { tags, params: brandParams, response: { 200: productLineOptions, ...failures } } }, async (request) =>
    (await productLinesOf(db, request.params.id)).map((line) => ({ value: line.id, text: line.name })),
  );

  r.post('/get_products', { config, schema: { tags, body: productsRequest, response: { 200: productsResponse, ...failures } } }, (request) =>
    listProducts(db, request.body, request.body, systemOf(request)),
  );

  r.get('/init_update', { config, schema: { tags, response: { 200: productsInitUpdate, ...failures } } }, async (request) => {
    const options = await listFilterOptions(db);
    return {
      brands: options.brands.map((brand) => ({ id: brand.id, name: brand.name, is_retread_brand: brand.isRetreadBrand })),
      tire_sizes: options.sizes,
      load_ranges: options.ranges,
      applications: [...SPEC_POSITION_CLASSES],
      ...measureFormats(systemOf(request)),
    };
  });

  r.get('/get_all_product_lines/:id', { config, schema: { tags, params: brandParams, response: { 200: allProductLines, ...failures } } }, (request) =>
    productLinesOf(db, request.params.id),
  );

  r.get('/get_product/:id', { config, schema: { tags, params: idParam, response: { 200: productRow, ...failures } } }, async (request) => {
    const product = await findProduct(db, request.params.id, systemOf(request));
    if (!product) throw new HttpError(404, 'This product does not exist');
    return product;
  });

  r.post('/save_product', { config, schema: { tags, body: saveProductRequest, response: { 200: saveProductResponse, ...failures } } }, async (request) => {
    const user = requireUser(request);
    if (!isHeadOffice(user)) throw new HttpError(403, NOT_HEAD_OFFICE);
    const units = userMeasureUnits(user);
    const limit = SPEC_LIMITS[measureFormats(units).pressure_format];
    if (request.body.max_pressure > limit) throw fieldError('max_pressure', `At most ${limit} ${measureFormats(units).pressure_format}`);
    const id = await saveProduct(db, request.body, units);
    const product = (await findProduct(db, id, units))!;
    return { product, message: request.body.id ? 'The product was saved' : 'The product was added' };
  });

  const file = (format: ExportFormat) => async (request: FastifyRequest<{ Body: z.output<typeof productsFileRequest> }>, reply: FastifyReply) => {
    const user = requireUser(request);
    const rows = await allProducts(db, request.body, userMeasureUnits(user));
    return sendExport(reply, productsDocument({ user, language: request.language, filters: [] }, rows), { format, fileName: 'products' });
  };
  const fileSchema = { tags, body: productsFileRequest, response: failures };
  r.post('/get_excel', { config, schema: fileSchema }, file('xlsx'));
  r.post('/get_pdf', { config, schema: fileSchema }, file('pdf'));
}
