// What a founder may choose to upload, checked before any resizing: the type (by the file's own
// first bytes, since a renamed text file carries an image's name and type) and the size.

/** The types the file input offers; the stored versions are re-encoded (PICTURE_TYPES). */
export const PICTURE_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PICTURE_FILE_BYTES = 10 * 1024 * 1024;

export const PICTURE_FILE_MESSAGES = {
  type: 'Please choose a JPEG, PNG or WebP picture.',
  size: 'This picture is over 10 MB. Please choose a smaller one.',
  unreadable: 'This picture could not be read. Please choose another JPEG, PNG or WebP file.',
  failed: 'The picture could not be prepared. Please try again.',
} as const;

const startsWith = (head: Uint8Array, bytes: number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Whether the first bytes are those of a JPEG, PNG or WebP file. */
export function looksLikePicture(head: Uint8Array): boolean {
  return (
    startsWith(head, [0xff, 0xd8, 0xff]) ||
    startsWith(head, [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a]) ||
    (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8))
  );
}

async function headOf(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, 12);
  // jsdom's Blob has no arrayBuffer(); FileReader works everywhere.
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/** The message for a file that may not be uploaded, or null when it may be resized. */
export async function pictureFileProblem(file: File): Promise<string | null> {
  if (file.type && !(PICTURE_FILE_TYPES as readonly string[]).includes(file.type)) return PICTURE_FILE_MESSAGES.type;
  if (file.size > MAX_PICTURE_FILE_BYTES) return PICTURE_FILE_MESSAGES.size;
  if (!looksLikePicture(await headOf(file))) return PICTURE_FILE_MESSAGES.type;
  return null;
}
