// The upload field's state: a chosen file is checked, resized in the browser (with progress, and
// Cancel), and held until the form is saved. The resizing code downloads with the first choice.
import { useCallback, useEffect, useRef, useState } from 'react';
import { PICTURE_FILE_MESSAGES, pictureFileProblem } from './picture-file';
import { PictureTooLargeError } from './picture-fit';
import type { PictureVersions, ResizeOptions } from './pictures';

export type Resize = (file: File, options: ResizeOptions) => Promise<PictureVersions>;

const resizeOnDemand: Resize = async (file, options) => (await import('./pictures')).resizePicture(file, options);

/** What saving the form does to the project's uploaded picture. */
export type PictureChange = { kind: 'keep' } | { kind: 'new'; versions: PictureVersions; fileName: string } | { kind: 'remove' };

export type PictureChoiceState = {
  change: PictureChange;
  /** The file being resized, with its progress (0 to 100). */
  working: { fileName: string; progress: number } | null;
  error: string;
};

function messageOf(error: unknown) {
  if (error instanceof PictureTooLargeError) return error.message;
  if (error instanceof Error && error.name === 'PictureUnreadableError') return PICTURE_FILE_MESSAGES.unreadable;
  return PICTURE_FILE_MESSAGES.failed;
}

/** `initial`: versions already resized (a picture whose save failed, offered again without choosing it again). */
export function usePictureChoice({ initial, resize = resizeOnDemand }: { initial?: PictureChange; resize?: Resize } = {}) {
  const [state, setState] = useState<PictureChoiceState>({ change: initial ?? { kind: 'keep' }, working: null, error: '' });
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

  const set = useCallback((change: PictureChange) => setState({ change, working: null, error: '' }), []);
  const refuse = useCallback((error: string) => setState((now) => ({ ...now, error })), []);

  return { ...state, choose, cancel, set, refuse };
}
export type PictureChoice = ReturnType<typeof usePictureChoice>;
