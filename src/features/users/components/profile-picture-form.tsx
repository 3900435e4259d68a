import { useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PictureFileInput } from '@/components/ui/picture-file-input';
import { useObjectUrl } from '@/lib/pictures/object-url';
import { usePictureChoice, type Resize } from '@/lib/pictures/use-picture-choice';
import type { ProfilePictureVersions } from '@/features/users/api/profile-pictures';
import { PreparingProgress } from '@/components/ui/preparing-progress';
import { plainErrorMessage } from '@/lib/plain-error';

export const PROFILE_PICTURE_LABEL = 'Profile picture';
export const PROFILE_PICTURE_HINT =
  'JPEG, PNG or WebP, up to 10 MB. Its centre square is shown beside your name on your projects and founder page.';
export const PICTURE_SAVED = 'Your profile picture was saved.';
export const PICTURE_REMOVED = 'Your profile picture was removed.';

type ProfilePictureFormProps = {
  /** The stored picture's URL (null: none yet). */
  currentUrl: string | null;
  resize: Resize<ProfilePictureVersions>;
  /** Stores the chosen picture, or (null) removes the stored one. */
  onSave: (versions: ProfilePictureVersions | null) => Promise<unknown>;
};

/**
 * Settings' optional profile picture: choose a file, see its resized square with progress
 * (Cancel stops it), then save it; or remove the stored one. A failed save keeps the chosen picture.
 */
export function ProfilePictureForm({ currentUrl, resize, onSave }: ProfilePictureFormProps) {
  const picture = usePictureChoice<ProfilePictureVersions>({ resize });
  const { change, working, error } = picture;
  const [state, setState] = useState<{ busy: boolean; done?: string; failure?: string }>({ busy: false });
  const input = useRef<HTMLInputElement>(null);
  const chosen = change.kind === 'new' ? change.versions.square : null;
  const chosenUrl = useObjectUrl(chosen?.blob);
  const forget = () => {
    if (input.current) input.current.value = '';
  };

  const save = async (versions: ProfilePictureVersions | null) => {
    setState({ busy: true });
    try {
      await onSave(versions);
      picture.set({ kind: 'keep' });
      forget();
      setState({ busy: false, done: versions ? PICTURE_SAVED : PICTURE_REMOVED });
    } catch (failure) {
      const reason = plainErrorMessage(failure);
      setState({ busy: false, failure: `Your profile picture was not ${versions ? 'saved' : 'removed'}: ${reason}` });
    }
  };

  const shownUrl = chosenUrl ?? currentUrl;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-4">
        {shownUrl ? (
          <Avatar src={shownUrl} alt={chosen ? 'Preview of your new profile picture' : 'Your profile picture'} size="lg" />
        ) : (
          <p className="text-sm text-slate-600">No profile picture yet.</p>
        )}
      </div>
      <Field label={PROFILE_PICTURE_LABEL} error={error} hint={PROFILE_PICTURE_HINT} announce>
        {(ids) => (
          <PictureFileInput
            {...ids}
            inputRef={input}
            name="profilePicture"
            disabled={state.busy || !!working}
            onFile={(file) => {
              setState({ busy: false });
              if (file) void picture.choose(file).then((taken) => taken || forget());
            }}
          />
        )}
      </Field>
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
      {state.failure && <Banner>{state.failure}</Banner>}
      {state.done && <Banner tone="success">{state.done}</Banner>}
      <div className="flex flex-wrap gap-2">
        {chosen && (
          <>
            <Button disabled={state.busy} onClick={() => void save({ square: chosen })}>
              {state.busy ? 'Saving...' : 'Save picture'}
            </Button>
            <Button
              variant="secondary"
              disabled={state.busy}
              onClick={() => {
                picture.set({ kind: 'keep' });
                forget();
              }}
            >
              Don’t use this picture
            </Button>
          </>
        )}
        {!chosen && !working && currentUrl && (
          <Button variant="secondary" disabled={state.busy} onClick={() => void save(null)}>
            {state.busy ? 'Removing...' : 'Remove picture'}
          </Button>
        )}
      </div>
    </div>
  );
}
