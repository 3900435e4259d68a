import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { FeaturedProjects } from '@/features/campaigns/components/featured-projects';
import { PlatformFigures } from '@/features/campaigns/components/platform-figures';
import { HowItWorks } from '@/app/how-it-works';
import { useSignInElsewhere } from '@/lib/signed-in-elsewhere';

/**
 * The welcome page below its first screen: featured projects, figures and how it works. Its own
 * chunk, downloaded after the first paint with Firestore and the data cache (src/app/routes/public/welcome.tsx).
 * It also listens for a sign-in in another tab, which the welcome page may be waiting for (decision 0018).
 */
export default function WelcomeSections() {
  useSignInElsewhere();
  return (
    <QueryClientProvider client={queryClient}>
      <div className="space-y-16">
        <FeaturedProjects />
        <PlatformFigures />
        <HowItWorks />
      </div>
    </QueryClientProvider>
  );
}
