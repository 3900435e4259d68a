import { Badge } from '@/components/ui/badge';
import type { Category } from '@/features/campaigns/api/projects/project-read';

export const CategoryBadge = ({ category }: { category: Category }) => <Badge tone="brand">{category}</Badge>;
