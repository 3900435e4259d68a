// A picture that could not be saved right after its project was created travels, already resized,
// to Update Project Details in the history entry's state (Blobs survive structured cloning).
import type { PictureChange } from './use-picture-choice';

type PictureRetry = { pictureRetry: { change: Extract<PictureChange, { kind: 'new' }>; reason: string } };

export const pictureRetryState = (change: Extract<PictureChange, { kind: 'new' }>, reason: string): PictureRetry => ({
  pictureRetry: { change, reason },
});

export function pictureRetryOf(state: unknown): PictureRetry['pictureRetry'] | null {
  const retry = (state as Partial<PictureRetry> | null)?.pictureRetry;
  return retry && retry.change?.kind === 'new' && retry.change.versions ? retry : null;
}

export const pictureRetryMessage = (reason: string) =>
  `Your project was created, but its picture was not saved (${reason}). Press Update Project to save the picture again.`;
