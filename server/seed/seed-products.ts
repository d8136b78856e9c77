import * as t from '../db/schema';
import { round, thirtySecondsToMm, type SeedContext } from './context';
import {
  BASE_PRICE,
  BRANDS,
  LOAD_RANGES,
  NEW_TREAD_32NDS,
  RETREAD_PRICE,
  RETREAD_TREAD_32NDS,
  SIZES,
  WIDE_BASE_PRICE,
  WIDE_BASE_SIZE,
  WIDE_BASE_TREAD_32NDS,
  type Application,
} from './products-catalog';
import { stream } from './random';

export interface ProductInfo {
  id: number;
  productLineId: number;
  brandId: number;
  brandName: string;
  lineName: string;
  tireSizeId: number;
  size: string;
  application: Application;
  isRetread: boolean;
  isOwnBrand: boolean;
  treadDepthNewMm: number;
  maxPressurePsi: number;
  price: number;
}

export interface ProductCatalog {
  products: ProductInfo[];
  sizeIds: Record<string, number>;
  brandIds: Record<string, number>;
  /** New-tire products for a position class and size. */
  newTires(application: Application, size: string): ProductInfo[];
  /** Retread products (the cap) for a position class and size. */
  retreads(application: Application, size: string): ProductInfo[];
}

export function seedProducts(ctx: SeedContext): ProductCatalog {
  const { writer, ids } = ctx;
  const rng = stream(ctx.seed, 'products');
  const sizeIds: Record<string, number> = {};
  for (const size of SIZES) {
    const id = ids.next(t.tireSizes);
    sizeIds[size.size] = id;
    writer.add(t.tireSizes, { id, size: size.size, isMetric: size.isMetric });
  }
  const loadRangeIds: Record<string, number> = {};
  for (const range of LOAD_RANGES) {
    const id = ids.next(t.loadRanges);
    loadRangeIds[range.code] = id;
    writer.add(t.loadRanges, { id, code: range.code, plyRating: range.plyRating });
  }

  const products: ProductInfo[] = [];
  const brandIds: Record<string, number> = {};
  for (const brand of BRANDS) {
    const brandId = ids.next(t.brands);
    brandIds[brand.name] = brandId;
    writer.add(t.brands, { id: brandId, name: brand.name, isOwnBrand: brand.isOwnBrand, isRetreadBrand: brand.isRetreadBrand });
    const lines = [
      ...brand.lines.map(([name, application]) => ({ name, application, wideBase: false })),
      ...(brand.wideBaseLines ?? []).map(([name, application]) => ({ name, application, wideBase: true })),
    ];
    for (const line of lines) {
      const productLineId = ids.next(t.productLines);
      writer.add(t.productLines, { id: productLineId, brandId, name: line.name, application: line.application, isRetread: brand.isRetreadBrand });
      const sizes = line.wideBase ? SIZES.filter((s) => s.size === WIDE_BASE_SIZE) : SIZES.filter((s) => s.size !== WIDE_BASE_SIZE || brand.isRetreadBrand);
      for (const size of sizes) {
        const id = ids.next(t.products);
        const wideBase = size.size === WIDE_BASE_SIZE;
        const application = line.application;
        const treadRange = brand.isRetreadBrand
          ? RETREAD_TREAD_32NDS[application === 'steer' ? 'drive' : application]
          : wideBase && application !== 'steer'
            ? WIDE_BASE_TREAD_32NDS[application]
            : NEW_TREAD_32NDS[application];
        const priceRange = brand.isRetreadBrand ? RETREAD_PRICE : wideBase ? WIDE_BASE_PRICE : BASE_PRICE[application];
        // Drive tires in the heavier sizes move up one load range; the rest keep the size's usual one.
        const loadRange = size.loadRange === 'G' && application === 'drive' && rng.chance(0.3) ? 'H' : size.loadRange;
        const maxPressurePsi = LOAD_RANGES.find((range) => range.code === loadRange)!.maxPressurePsi;
        const info: ProductInfo = {
          id,
          productLineId,
          brandId,
          brandName: brand.name,
          lineName: line.name,
          tireSizeId: sizeIds[size.size]!,
          size: size.size,
          application,
          isRetread: brand.isRetreadBrand,
          isOwnBrand: brand.isOwnBrand,
          treadDepthNewMm: thirtySecondsToMm(rng.int(treadRange[0], treadRange[1])),
          maxPressurePsi,
          price: round(rng.float(priceRange[0], priceRange[1]) * brand.priceFactor, 2),
        };
        products.push(info);
        writer.add(t.products, {
          id,
          productLineId,
          tireSizeId: info.tireSizeId,
          loadRangeId: loadRangeIds[loadRange]!,
          // Nine-digit material numbers, unique because they follow the product id.
          materialCode: String(700_000_000 + id * 1_373),
          treadDepthNewMm: info.treadDepthNewMm,
          maxPressurePsi,
          price: info.price.toFixed(2),
          // A few discontinued products keep the product management list honest.
          isActive: !rng.chance(0.04),
        });
      }
    }
  }

  const index = new Map<string, ProductInfo[]>();
  for (const product of products) {
    const key = `${product.isRetread ? 'R' : 'N'}|${product.application}|${product.size}`;
    index.set(key, [...(index.get(key) ?? []), product]);
  }
  const lookup = (kind: 'R' | 'N', application: Application, size: string): ProductInfo[] => index.get(`${kind}|${application}|${size}`) ?? [];
  return {
    products,
    sizeIds,
    brandIds,
    newTires: (application, size) => lookup('N', application, size),
    retreads: (application, size) => lookup('R', application === 'steer' ? 'drive' : application, size),
  };
}
