/** A privacy-respecting embed address for YouTube and Vimeo links; null for anything else. */
export function videoEmbedUrl(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^www\.|^m\./, '');
  const id = (value: string | null | undefined, pattern: RegExp) => (value && pattern.test(value) ? value : null);
  const youtubeId = /^[\w-]{6,20}$/;
  let youtube: string | null = null;
  if (host === 'youtube.com')
    youtube = id(url.searchParams.get('v'), youtubeId) ?? id(url.pathname.match(/^\/(?:embed|shorts)\/([^/]+)/)?.[1], youtubeId);
  if (host === 'youtu.be') youtube = id(url.pathname.slice(1), youtubeId);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube}`;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const vimeo = url.pathname.match(/(\d{3,12})$/)?.[1];
    if (vimeo) return `https://player.vimeo.com/video/${vimeo}?dnt=1`;
  }
  return null;
}
