// What the topic page needs of photos on its first load (no imports): the type and the mutation field. The upload code
// (postImages.ts) loads with the picker.

/** A photo of a post as the server answers it (uploadPostImage, Topic.images, Comment.images). */
export interface PostPhoto {
  id: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  alt: string;
}

/** What a post mutation takes: ids in gallery order with their alt text. */
export const photoInputs = (photos: readonly PostPhoto[]) => photos.map(({ id, alt }) => ({ id, alt }));

/**
 * The `images` of a post mutation: left out when the post had no photos and still has none (an edit that leaves them
 * out keeps them as they are), the whole list otherwise.
 */
export const imagesField = (photos: readonly PostPhoto[], before: readonly PostPhoto[] = []) =>
  photos.length > 0 || before.length > 0 ? { images: photoInputs(photos) } : {};

/** The draft of a composer keeps its attached photos under its own key beside the text. */
export const photosDraftKey = (draftKey: string): string => `${draftKey}:photos`;
