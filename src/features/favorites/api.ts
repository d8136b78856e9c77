import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, FAVORITES_PAGE_SIZE, type FavoriteReport } from './app-links';

export const FAVORITES_KEY = ['favorites'] as const;

interface FavoritesAnswer {
  page_number: number;
  page_size: number;
  total_items: number;
  favorite_reports: FavoriteReport[];
}

export function useFavorites(page: number) {
  return useQuery({
    queryKey: [...FAVORITES_KEY, page],
    queryFn: () => api.post('favorite_reports/get', { json: { page_number: page, page_size: FAVORITES_PAGE_SIZE } }).json<FavoritesAnswer>(),
    placeholderData: keepPreviousData,
    networkMode: 'online',
  });
}

export function useSaveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; request_url: string }) => api.post('favorite_reports/save', { json: body }).json<{ id: number }>(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
  });
}

export function useDeleteFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`favorite_reports/delete/${id}`).json<{ status: 'ok' }>(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
  });
}
