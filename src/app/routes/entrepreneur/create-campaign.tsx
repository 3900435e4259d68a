import { Placeholder } from '@/app/routes/placeholder';

export default function CreateCampaignRoute() {
  return <Placeholder title="Create New Campaign" />;
}
