// The players a project's video may come from: the app embeds only these (src/features/campaigns/api/
// video-embed.ts), and the build's Content-Security-Policy lets only these be framed.
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;
