import { videoEmbedUrl } from './video-embed';
import { VIDEO_EMBED_ORIGINS } from '@shared/video-embed-origins';

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
  ])('embeds %s privately', (input, expected) => {
    expect(videoEmbedUrl(input)).toBe(expected);
    // The Content-Security-Policy frames exactly these origins.
    expect(VIDEO_EMBED_ORIGINS).toContain(new URL(expected).origin);
  });

  it.each([
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v="><script>',
    'not a url',
  ])('refuses %s', (input) => {
    expect(videoEmbedUrl(input)).toBeNull();
  });
});
