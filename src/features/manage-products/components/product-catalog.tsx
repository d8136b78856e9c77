import { Trans, useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { ProductRow, ProductsRequest } from '../../../../contract/manage-products';
import { PRODUCTS_PAGE_SIZE, PRODUCT_SORTS } from '../../../../contract/manage-products';
import { DataTable, type SortState } from '../../../components/data-table';
import { DownloadButton } from '../../../components/file-download';
import { SearchField } from '../../../components/inputs/search-field';
import { Button } from '../../../components/ui/button';
import { useInitUpdate, useLinesOfBrand, useProducts, useProductsInit } from '../api';
import { ProductForm } from './product-form';
import { FilterSelect } from './filter-select';
import { formatNumber } from '../../../../contract/number-format';

const column = createColumnHelper<ProductRow>();
const numeric = { meta: { numeric: true } } as const;

type Filters = Pick<ProductsRequest, 'retread' | 'load_range_id' | 'brand_id' | 'tire_size_id' | 'product_line_id'>;

/** The product list with its filters and files, and the form that adds or edits one product. */
export function ProductCatalog() {
  const { t, i18n } = useLingui();
  const init = useProductsInit();
  const formats = useInitUpdate().data;
  const [filters, setFilters] = useState<Filters>({});
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState | null>(null);
  const [editing, setEditing] = useState<ProductRow | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const orderBy = sort ? Math.max(0, PRODUCT_SORTS.indexOf(sort.id as (typeof PRODUCT_SORTS)[number])) : 0;
  const request: ProductsRequest = { ...filters, key_word: keyword, page_number: page, page_size: PRODUCTS_PAGE_SIZE, order_by: orderBy, is_sort_desc: sort?.desc ?? false };
  const products = useProducts(request);
  const tread = formats?.tread_depth_format === 'mm' ? t`mm` : t`32nds in`;
  const pressure = formats?.pressure_format === 'bar' ? t`bar` : formats?.pressure_format === 'kPa' ? 'kPa' : t`psi`;
  const setFilter = (next: Filters) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const number = (value: number, digits: number) => formatNumber(value, i18n.locale, { maximumFractionDigits: digits });

  const columns = useMemo(
    () => [
      column.accessor('brand', { header: t`Brand` }),
      column.accessor('product_line', { header: t`Product line` }),
      column.accessor('tire_size', { header: t`Tire size` }),
      column.accessor('load_range', { header: t`Load range` }),
      column.accessor('material_code', { header: t`Material code` }),
      column.accessor('is_retread', { id: 'retread', header: t`Retread`, enableSorting: false, cell: (info) => (info.getValue() ? t`Yes` : t`No`) }),
      column.accessor('tread_depth_new', { header: t`New tread (${tread})`, enableSorting: false, ...numeric, cell: (info) => number(info.getValue(), 1) }),
      column.accessor('max_pressure', { header: t`Max pressure (${pressure})`, enableSorting: false, ...numeric, cell: (info) => number(info.getValue(), 2) }),
      column.accessor('price', { header: t`Price`, ...numeric, cell: (info) => formatNumber(info.getValue(), i18n.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) }),
      column.accessor('is_active', { header: t`Active`, enableSorting: false, cell: (info) => (info.getValue() ? t`Yes` : t`No`) }),
      column.display({
        id: 'edit',
        header: () => <span className="visually-hidden">{t`Edit`}</span>,
        cell: ({ row }) => (
          <Button variant="secondary" aria-label={t`Edit ${row.original.material_code}`} onPress={() => setEditing(row.original)}>
            <Trans>Edit</Trans>
          </Button>
        ),
      }),
    ],
    // number only reads i18n.locale, which t follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, tread, pressure],
  );

  const lists = init.data;
  const brandLines = useLinesOfBrand(filters.brand_id ?? null);
  // The product line filter offers the chosen brand's lines, or every line without a brand.
  const lines = filters.brand_id ? (brandLines.data ?? []) : (lists?.product_line ?? []);
  const fileBody = { ...filters, key_word: keyword, order_by: orderBy, is_sort_desc: sort?.desc ?? false };

  return (
    <div className="products">
      <section className="panel products-filters" aria-labelledby="products-filters-title">
        <h2 id="products-filters-title" className="panel-title">
          <Trans>Find products</Trans>
        </h2>
        <div className="products-filter-grid">
          <FilterSelect
            label={t`Retread`}
            value={filters.retread === undefined || filters.retread === null ? '' : String(filters.retread)}
            options={[
              { value: 'true', text: t`Retread` },
              { value: 'false', text: t`New tire` },
            ]}
            onChange={(value) => setFilter({ retread: value === '' ? null : value === 'true' })}
          />
          <FilterSelect label={t`Brand`} value={filters.brand_id ?? ''} options={lists?.brand ?? []} onChange={(value) => setFilter({ brand_id: value ? Number(value) : null, product_line_id: null })} />
          <FilterSelect label={t`Product line`} value={filters.product_line_id ?? ''} options={lines} onChange={(value) => setFilter({ product_line_id: value ? Number(value) : null })} />
          <FilterSelect label={t`Tire size`} value={filters.tire_size_id ?? ''} options={lists?.tire_size ?? []} onChange={(value) => setFilter({ tire_size_id: value ? Number(value) : null })} />
          <FilterSelect label={t`Load range`} value={filters.load_range_id ?? ''} options={lists?.load_range ?? []} onChange={(value) => setFilter({ load_range_id: value ? Number(value) : null })} />
          <SearchField
            className="products-field"
            label={<Trans>Search</Trans>}
            value={keyword}
            onSearch={(next) => {
              setKeyword(next);
              setPage(1);
            }}
          />
        </div>
      </section>

      {editing ? (
        <ProductForm
          product={editing === 'new' ? null : editing}
          onDone={(message) => {
            setEditing(null);
            setNotice(message);
          }}
        />
      ) : null}

      <section className="panel" aria-labelledby="products-list-title">
        <div className="products-head">
          <h2 id="products-list-title" className="panel-title">
            <Trans>Products</Trans>
          </h2>
          <div className="products-actions">
            <Button
              onPress={() => {
                setNotice(null);
                setEditing('new');
              }}
            >
              <Trans>Add product</Trans>
            </Button>
            <DownloadButton path="products/get_pdf" body={fileBody} fallbackName="products.pdf">
              <Trans>PDF</Trans>
            </DownloadButton>
            <DownloadButton path="products/get_excel" body={fileBody} fallbackName="products.xlsx">
              <Trans>Excel</Trans>
            </DownloadButton>
          </div>
        </div>
        <p className="products-notice" role="status">
          {notice}
        </p>
        <DataTable
          caption={t`Matching products`}
          columns={columns}
          rows={products.isError ? [] : products.data?.items}
          total={products.data?.total_items ?? 0}
          page={page}
          pageSize={PRODUCTS_PAGE_SIZE}
          onPageChange={setPage}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            setPage(1);
          }}
          getRowId={(row) => String(row.id)}
          isLoading={products.isFetching}
          error={products.isError ? t`The products could not be loaded.` : null}
          emptyText={t`No products match.`}
          className="products-table"
        />
      </section>
    </div>
  );
}
