import { useQuery } from '@tanstack/react-query';
import { fetchFeaturedProjects } from './featured-projects';
import { fetchPlatformFigures } from './platform-figures';

export const frontDoorKeys = {
  featured: ['front-door', 'featured'] as const,
  figures: ['front-door', 'figures'] as const,
};

/** The welcome page's featured projects (bookmarked, else most raised). */
export const useFeaturedProjects = () => useQuery({ queryKey: frontDoorKeys.featured, queryFn: fetchFeaturedProjects });

/** The welcome page's platform figures. */
export const usePlatformFigures = () => useQuery({ queryKey: frontDoorKeys.figures, queryFn: fetchPlatformFigures });
