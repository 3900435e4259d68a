import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFeaturedProjects } from './featured-projects';
import { fetchPlatformFigures } from './platform-figures';

export const frontDoorKeys = {
  featured: ['front-door', 'featured'] as const,
  figures: ['front-door', 'figures'] as const,
};

/** The welcome page's featured projects (bookmarked, else most raised). */
export const featuredProjectsQuery = () => queryOptions({ queryKey: frontDoorKeys.featured, queryFn: fetchFeaturedProjects });

export const useFeaturedProjects = () => useQuery(featuredProjectsQuery());

/** The welcome page's platform figures. */
export const platformFiguresQuery = () => queryOptions({ queryKey: frontDoorKeys.figures, queryFn: fetchPlatformFigures });

export const usePlatformFigures = () => useQuery(platformFiguresQuery());
