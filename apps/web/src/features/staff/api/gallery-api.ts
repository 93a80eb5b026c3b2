import { useQuery } from '@tanstack/react-query';
import { createAlbum, listStaffAlbums, moveAlbum, removePhoto, updateAlbum, uploadPhoto } from '@college/contracts/endpoints/gallery';
import type { AlbumInput, AlbumStatus, PhotoInput, StaffAlbum } from '@college/contracts/entities/gallery';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useStaffWrite } from './staff-write';

const albumsKey = [listStaffAlbums.method, listStaffAlbums.path];

/** Every album, published or not, with its photos. */
export const useAlbums = () =>
  useQuery({
    queryKey: albumsKey,
    queryFn: ({ signal }) => api.call(listStaffAlbums, { signal }).then((r) => r.data),
    retry: false,
  });

export const useCreateAlbum = () => useStaffWrite((body: AlbumInput) => api.call(createAlbum, { body }).then((r) => r.data), [albumsKey]);

export const useUpdateAlbum = () =>
  useStaffWrite(
    ({ albumId, body }: { albumId: string; body: AlbumInput }) => api.call(updateAlbum, { params: { albumId }, body }).then((r) => r.data),
    [albumsKey],
  );

export const useMoveAlbum = () =>
  useStaffWrite(
    ({ albumId, to }: { albumId: string; to: AlbumStatus }) =>
      api.call(moveAlbum, { params: { albumId }, body: { to } }).then((r) => r.data),
    [albumsKey],
  );

export const useRemovePhoto = () =>
  useStaffWrite(
    ({ albumId, photoId }: { albumId: string; photoId: string }) =>
      api.call(removePhoto, { params: { albumId, photoId } }).then((r) => r.data),
    [albumsKey],
  );

async function sendPhoto({ albumId, input, file }: { albumId: string; input: PhotoInput; file: File }): Promise<StaffAlbum> {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) form.append(key, value);
  form.append('file', file);
  const res = await api.fetchWithSession(uploadPhoto.path.replace(':albumId', encodeURIComponent(albumId)), {
    method: uploadPhoto.method,
    headers: { Accept: 'application/json' },
    body: form,
  });
  const body = (await res.json().catch(() => null)) as { data?: StaffAlbum } | null;
  if (!res.ok || !body?.data) throw new ApiError(res.status, body as never);
  return body.data;
}

/** Adds a photo to an album; the albums are read again once it is stored. */
export const useUploadPhoto = () => useStaffWrite(sendPhoto, [albumsKey]);
