// The upload field's state: a chosen file is checked, resized in the browser (with progress, and
// Cancel), and held until the form is saved. The resizing code downloads with the first choice.
import { useCallback, useEffect, useRef, useState } from 'react';
import { PICTURE_FILE_MESSAGES, pictureFileProblem } from './picture-file';
import { PictureTooLargeError } from './picture-fit';
import type { PictureVersions, ResizeOptions } from './picture-resize';

/** Resizes a chosen file into the versions stored (a project's card and page sizes by default; a profile's square). */
export type Resize<V = PictureVersions> = (file: File, options: ResizeOptions) => Promise<V>;

const resizeOnDemand: Resize = async (file, options) => (await import('./picture-resize')).resizePicture(file, options);

/** What saving the form does to the uploaded picture. */
export type PictureChange<V = PictureVersions> = { kind: 'keep' } | { kind: 'new'; versions: V; fileName: string } | { kind: 'remove' };

export type PictureChoiceState<V = PictureVersions> = {
  change: PictureChange<V>;
  /** The file being resized, with its progress (0 to 100). */
  working: { fileName: string; progress: number } | null;
  error: string;
};

function messageOf(error: unknown) {
  if (error instanceof PictureTooLargeError) return error.message;
  if (error instanceof Error && error.name === 'PictureUnreadableError') return PICTURE_FILE_MESSAGES.unreadable;
  return PICTURE_FILE_MESSAGES.failed;
}

type PictureChoiceOptions<V> = { initial?: PictureChange<V>; resize?: Resize<V> };

/**
 * `initial`: versions already resized (a picture whose save failed, offered again without choosing it again).
 * `resize`: how a chosen file becomes its versions; a project's card and page sizes when not given.
 */
export function usePictureChoice<V = PictureVersions>({
  initial,
  resize = resizeOnDemand as unknown as Resize<V>,
}: PictureChoiceOptions<V> = {}) {
  const [state, setState] = useState<PictureChoiceState<V>>({ change: initial ?? { kind: 'keep' }, working: null, error: '' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const choose = useCallback(
    /** Resolves true when the file became the chosen picture. */
    async (file: File): Promise<boolean> => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const current = () => running.current === controller && !controller.signal.aborted;
      setState((now) => ({ ...now, working: { fileName: file.name, progress: 0 }, error: '' }));
      const fail = (error: string) => {
        if (current()) setState((now) => ({ ...now, working: null, error }));
        return false;
      };
      const problem = await pictureFileProblem(file).catch(() => PICTURE_FILE_MESSAGES.unreadable);
      if (problem) return fail(problem);
      if (!current()) return false;
      try {
        const onProgress = (progress: number) =>
          current() &&
          setState((now) =>
            now.working ? { ...now, working: { ...now.working, progress: Math.max(now.working.progress, progress) } } : now,
          );
        const versions = await resize(file, { signal: controller.signal, onProgress });
        if (!current()) return false;
        setState({ change: { kind: 'new', versions, fileName: file.name }, working: null, error: '' });
        return true;
      } catch (error) {
        return fail(messageOf(error));
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [resize],
  );

  /** Stops the resizing; the form, and any picture chosen before, stay as they were. */
  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState((now) => ({ ...now, working: null }));
  }, []);

  const set = useCallback((change: PictureChange<V>) => setState({ change, working: null, error: '' }), []);
  const refuse = useCallback((error: string) => setState((now) => ({ ...now, error })), []);

  return { ...state, choose, cancel, set, refuse };
}
export type PictureChoice<V = PictureVersions> = ReturnType<typeof usePictureChoice<V>>;
