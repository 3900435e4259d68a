import type { InputHTMLAttributes, Ref } from 'react';
import { PICTURE_FILE_TYPES } from '@/lib/pictures/picture-file';

type PictureFileInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'accept' | 'onChange' | 'className'> & {
  inputRef: Ref<HTMLInputElement>;
  /** The file chosen; undefined when the choice was cleared. */
  onFile: (file: File | undefined) => void;
};

/** A picture's file field (the project form's picture, Settings' profile picture): the types it takes, the file chosen. */
export function PictureFileInput({ inputRef, onFile, ...props }: PictureFileInputProps) {
  return (
    <input
      {...props}
      ref={inputRef}
      type="file"
      accept={PICTURE_FILE_TYPES.join(',')}
      onChange={(event) => onFile(event.target.files?.[0])}
      className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-slate-800 hover:file:bg-slate-100 disabled:opacity-70"
    />
  );
}
