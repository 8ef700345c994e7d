/** A certification's badge in the admin: its framework's (`content/certifications.ts`), served by the site itself. */
import { badgePath, certificationOf } from '../../../../../content/certifications.ts';
import type { Item } from '../../../../../content/schemas/item.ts';

/** A certification's badge (`/badges/{id}.svg`, served by the site), when its framework is a rated one. */
export function CertificationBadge({ item, size = 40, faded = false }: { item: Pick<Item, 'certificationId' | 'title'>; size?: number; faded?: boolean }) {
  const framework = certificationOf(item);
  if (!framework) return null;
  return (
    <img
      src={badgePath(framework.id)}
      alt=""
      width={size}
      height={Math.round((size * 72) / 64)}
      data-badge={framework.id}
      className={`mb-1 ${faded ? 'opacity-50' : ''}`}
    />
  );
}
