import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import type {
  AllProductLines,
  ProductRow,
  ProductsInit,
  ProductsInitUpdate,
  ProductsRequest,
  ProductsResponse,
  SaveProductRequest,
} from '../../../contract/manage-products';
import { api } from '../../lib/api-client';

export const MANAGE_PRODUCTS_KEY = ['manage-products'] as const;

export const useProductsInit = () =>
  useQuery({ queryKey: [...MANAGE_PRODUCTS_KEY, 'init'], queryFn: () => api.get('products/init').json<ProductsInit>(), networkMode: 'online' });

export const useInitUpdate = () =>
  useQuery({ queryKey: [...MANAGE_PRODUCTS_KEY, 'init-update'], queryFn: () => api.get('products/init_update').json<ProductsInitUpdate>(), networkMode: 'online' });

/** Every product line of a brand (the form's select); nothing until a brand is chosen. */
export const useBrandLines = (brandId: number | null) =>
  useQuery({
    queryKey: [...MANAGE_PRODUCTS_KEY, 'lines', brandId],
    queryFn: () => api.get(`products/get_all_product_lines/${brandId}`).json<AllProductLines>(),
    enabled: brandId !== null,
    networkMode: 'online',
  });

/** The product line filter's options for a brand (get_product_lines). */
export const useLinesOfBrand = (brandId: number | null) =>
  useQuery({
    queryKey: [...MANAGE_PRODUCTS_KEY, 'filter-lines', brandId],
    queryFn: () => api.get(`products/get_product_lines/${brandId}`).json<{ value: string | number; text: string }[]>(),
    enabled: brandId !== null,
    networkMode: 'online',
  });

export const useProducts = (request: ProductsRequest) =>
  useQuery({
    queryKey: [...MANAGE_PRODUCTS_KEY, 'list', request],
    queryFn: () => api.post('products/get_products', { json: request }).json<ProductsResponse>(),
    placeholderData: keepPreviousData,
    networkMode: 'online',
  });

/** A refusal of the server: the failing fields by name (without the body. prefix). */
export class ProductRefusal extends Error {
  constructor(readonly fields: Record<string, string>) {
    super('refused');
  }
}

/** Saves a product; afterwards the list, the filters and the lines are read again. */
export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveProductRequest) => {
      try {
        return await api.post('products/save_product', { json: body }).json<{ product: ProductRow; message: string }>();
      } catch (error) {
        if (error instanceof HTTPError && error.response.status === 400) {
          const answer = (await error.response.json().catch(() => null)) as { errors?: { field: string; message: string }[] } | null;
          const fields = Object.fromEntries((answer?.errors ?? []).map((e) => [e.field.replace(/^body\./, ''), e.message]));
          throw new ProductRefusal(fields);
        }
        throw error;
      }
    },
    onSuccess: () => client.invalidateQueries({ queryKey: MANAGE_PRODUCTS_KEY }),
  });
}
