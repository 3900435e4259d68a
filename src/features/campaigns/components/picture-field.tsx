import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PictureFileInput } from '@/components/ui/picture-file-input';
import type { PictureChoice } from '@/lib/pictures/use-picture-choice';
import { PreparingProgress } from '@/components/ui/preparing-progress';

export const PICTURE_LABEL = 'Upload a picture';
export const PICTURE_HINT = 'JPEG, PNG or WebP, up to 10 MB. An uploaded picture is shown instead of the Image URL.';
export const REMOVE_NOTE = 'The uploaded picture will be removed when you save; the Image URL, if any, is shown instead.';

/** The chosen picture as it will look on a card (an object URL, revoked when it changes). */
function Preview({ blob, width, height }: { blob: Blob; width: number; height: number }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (ref.current) ref.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return (
    <img
      ref={ref}
      alt="Preview of the chosen picture"
      width={width}
      height={height}
      className="aspect-video w-48 rounded-lg bg-slate-100 object-cover"
    />
  );
}

type PictureFieldProps = {
  picture: PictureChoice;
  /** The project already shows an uploaded picture (Update Project Details). */
  hasStored: boolean;
  /** The form is saving: nothing changes meanwhile. */
  disabled: boolean;
};

/** Upload a picture: choose, see it resized with progress (Cancel stops it), preview, or remove the stored one. */
export function PictureField({ picture, hasStored, disabled }: PictureFieldProps) {
  const { change, working, error } = picture;
  const input = useRef<HTMLInputElement>(null);
  // The input names the chosen file; it is emptied when that file was not taken (so choosing it again is a change).
  const forget = () => {
    if (input.current) input.current.value = '';
  };
  return (
    <Field label={PICTURE_LABEL} error={error} hint={PICTURE_HINT} announce>
      {(ids) => (
        <div className="space-y-3">
          <PictureFileInput
            {...ids}
            inputRef={input}
            name="picture"
            disabled={disabled || !!working}
            onFile={(file) => {
              if (file) void picture.choose(file).then((taken) => taken || forget());
            }}
          />
          {working && (
            <PreparingProgress
              fileName={working.fileName}
              progress={working.progress}
              onCancel={() => {
                picture.cancel();
                forget();
              }}
            />
          )}
          {!working && change.kind === 'new' && (
            <div className="flex flex-wrap items-end gap-3">
              <Preview blob={change.versions.card.blob} width={change.versions.card.width} height={change.versions.card.height} />
              <div className="space-y-2">
                <p className="text-sm text-slate-700" role="status">
                  {change.fileName} is ready: it is saved with the project.
                </p>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={disabled}
                  onClick={() => {
                    picture.set({ kind: 'keep' });
                    forget();
                  }}
                >
                  {hasStored ? 'Keep the current picture' : 'Don’t use this picture'}
                </Button>
              </div>
            </div>
          )}
          {!working && change.kind === 'keep' && hasStored && (
            <Button variant="secondary" size="sm" disabled={disabled} onClick={() => picture.set({ kind: 'remove' })}>
              Remove picture
            </Button>
          )}
          {!working && change.kind === 'remove' && (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-slate-700" role="status">
                {REMOVE_NOTE}
              </p>
              <Button variant="secondary" size="sm" disabled={disabled} onClick={() => picture.set({ kind: 'keep' })}>
                Keep picture
              </Button>
            </div>
          )}
        </div>
      )}
    </Field>
  );
}
