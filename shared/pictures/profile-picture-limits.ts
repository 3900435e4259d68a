// A member's profile picture: a small square, resized in the browser as project pictures
// are (resizeTo in src/lib/pictures/picture-resize.ts). firestore.rules enforces the same
// (validProfilePicture); tests/unit/schema-drift.test.ts compares the numbers.
export const PROFILE_PICTURE = { maxSide: 256, maxBytes: 50_000 } as const;
