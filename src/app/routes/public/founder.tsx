import { useParams } from 'react-router-dom';
import { FounderPage } from './founder-page';

/** /founders/{uid}: a founder's public page, for guests and members alike (shared/routes.ts). */
export default function FounderRoute() {
  const { uid = '' } = useParams();
  return <FounderPage uid={uid} />;
}
