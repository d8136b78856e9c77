/** Brands, product lines, sizes and load ranges of commercial truck tires. */

export type Application = 'steer' | 'drive' | 'trail';

export interface BrandSpec {
  name: string;
  isOwnBrand: boolean;
  isRetreadBrand: boolean;
  /** A cheaper tier sells a little below the flagship prices. */
  priceFactor: number;
  lines: readonly (readonly [name: string, application: Application])[];
  /** Lines built for 445/50R22.5 wide-base singles only. */
  wideBaseLines?: readonly (readonly [name: string, application: Application])[];
}

export const BRANDS: readonly BrandSpec[] = [
  {
    name: 'Goodyear', isOwnBrand: true, isRetreadBrand: false, priceFactor: 1,
    lines: [['Endurance LHS', 'steer'], ['Fuel Max RSA', 'steer'], ['Fuel Max LHD', 'drive'], ['G622 RSD', 'drive'], ['Endurance LHT', 'trail'], ['G316 LHT Fuel Max', 'trail']],
    wideBaseLines: [['Fuel Max LHD Wide Base', 'drive'], ['Fuel Max LHT Wide Base', 'trail']],
  },
  { name: 'Dunlop', isOwnBrand: true, isRetreadBrand: false, priceFactor: 0.92, lines: [['SP346', 'steer'], ['SP456', 'drive'], ['SP193', 'trail']] },
  { name: 'Kelly', isOwnBrand: true, isRetreadBrand: false, priceFactor: 0.82, lines: [['Armorsteel KSA', 'steer'], ['Armorsteel KDM', 'drive'], ['Armorsteel KTR', 'trail']] },
  {
    name: 'Michelin', isOwnBrand: false, isRetreadBrand: false, priceFactor: 1.05,
    lines: [['X Line Energy Z', 'steer'], ['X Multi D', 'drive'], ['X Line Energy T', 'trail']],
    wideBaseLines: [['X One Line Energy D', 'drive'], ['X One Line Energy T', 'trail']],
  },
  { name: 'Bridgestone', isOwnBrand: false, isRetreadBrand: false, priceFactor: 1.02, lines: [['R283A Ecopia', 'steer'], ['M726 ELA', 'drive'], ['R197 Ecopia', 'trail']] },
  { name: 'Continental', isOwnBrand: false, isRetreadBrand: false, priceFactor: 0.98, lines: [['HSL2 Eco Plus', 'steer'], ['HDL2 Eco Plus', 'drive'], ['HTL2 Eco Plus', 'trail']] },
  { name: 'Firestone', isOwnBrand: false, isRetreadBrand: false, priceFactor: 0.9, lines: [['FS591', 'steer'], ['FD691', 'drive'], ['FT492', 'trail']] },
  { name: 'Yokohama', isOwnBrand: false, isRetreadBrand: false, priceFactor: 0.9, lines: [['104ZR', 'steer'], ['703ZL', 'drive'], ['RY617', 'trail']] },
  { name: 'Hankook', isOwnBrand: false, isRetreadBrand: false, priceFactor: 0.85, lines: [['AL22', 'steer'], ['DL12', 'drive'], ['TL10+', 'trail']] },
  { name: 'Toyo', isOwnBrand: false, isRetreadBrand: false, priceFactor: 0.87, lines: [['M154', 'steer'], ['M657', 'drive'], ['M127', 'trail']] },
  {
    name: 'UniCircle', isOwnBrand: true, isRetreadBrand: true, priceFactor: 1,
    lines: [['UniCircle Fuel Max LHD', 'drive'], ['UniCircle G372 RSD', 'drive'], ['UniCircle Fuel Max LHT', 'trail'], ['UniCircle G316 LHT', 'trail']],
  },
  { name: 'Bandag', isOwnBrand: false, isRetreadBrand: true, priceFactor: 1, lines: [['BDR-HG', 'drive'], ['BDM', 'drive'], ['BTR-SA', 'trail'], ['BTL-SA2', 'trail']] },
];

export interface SizeSpec {
  size: string;
  isMetric: boolean;
  /** The load range most lines carry in this size. */
  loadRange: LoadRangeCode;
}

export type LoadRangeCode = 'G' | 'H' | 'J' | 'L';

export const LOAD_RANGES: readonly { code: LoadRangeCode; plyRating: number; maxPressurePsi: number }[] = [
  { code: 'G', plyRating: 14, maxPressurePsi: 110 },
  { code: 'H', plyRating: 16, maxPressurePsi: 120 },
  { code: 'J', plyRating: 18, maxPressurePsi: 125 },
  { code: 'L', plyRating: 20, maxPressurePsi: 130 },
];

export const WIDE_BASE_SIZE = '445/50R22.5';

export const SIZES: readonly SizeSpec[] = [
  { size: '295/75R22.5', isMetric: true, loadRange: 'G' },
  { size: '11R22.5', isMetric: false, loadRange: 'H' },
  { size: '11R24.5', isMetric: false, loadRange: 'H' },
  { size: '285/75R24.5', isMetric: true, loadRange: 'G' },
  { size: '275/80R22.5', isMetric: true, loadRange: 'G' },
  { size: '315/80R22.5', isMetric: true, loadRange: 'L' },
  { size: '255/70R22.5', isMetric: true, loadRange: 'J' },
  { size: WIDE_BASE_SIZE, isMetric: true, loadRange: 'L' },
];

/** New tread depth in 32nds of an inch: [low, high] per application. */
export const NEW_TREAD_32NDS: Record<Application, readonly [number, number]> = {
  steer: [17, 19],
  drive: [26, 30],
  trail: [11, 13],
};
export const RETREAD_TREAD_32NDS: Record<Exclude<Application, 'steer'>, readonly [number, number]> = {
  drive: [22, 26],
  trail: [13, 16],
};
export const WIDE_BASE_TREAD_32NDS: Record<Exclude<Application, 'steer'>, readonly [number, number]> = {
  drive: [25, 27],
  trail: [14, 16],
};

/** Flagship list prices in dollars per application. */
export const BASE_PRICE: Record<Application, readonly [number, number]> = {
  steer: [440, 560],
  drive: [470, 620],
  trail: [360, 460],
};
export const WIDE_BASE_PRICE: readonly [number, number] = [660, 790];
export const RETREAD_PRICE: readonly [number, number] = [185, 290];
