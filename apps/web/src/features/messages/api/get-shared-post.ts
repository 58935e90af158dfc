// GET /api/posts/{id}, for the card of a post waiting in the message box: its text and first photo.
// Caching: a minute (the card is a reminder of what goes with the message, not the live post).
import { type PostDetailWire, SHARED_POST_PREVIEW_MAX, truncateAtWord } from '@campus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SharedPostPreview {
  preview: string;
  imageUrl: string | null;
}

export const getSharedPostPreview = async (postId: string): Promise<SharedPostPreview> => {
  const { post } = await api<PostDetailWire>(`/api/posts/${encodeURIComponent(postId)}`);
  const photo = post.media.find((m) => m.kind === 'image');
  return {
    preview: truncateAtWord(post.plainText, SHARED_POST_PREVIEW_MAX),
    imageUrl: photo?.variants[0]?.url ?? photo?.url ?? null,
  };
};

export function useSharedPostPreview(postId: string | null) {
  return useQuery({
    queryKey: ['shared-post-preview', postId] as const,
    queryFn: () => getSharedPostPreview(postId!),
    enabled: postId !== null,
    staleTime: 60_000,
    retry: false,
  });
}
