/**
 * A card's icon: its custom icon from `GET /api/share/{orgId}/assets/{assetId}?v={revision}`, or the default
 * icon; a custom icon that fails to load falls back to the default (admin spec §8).
 */
import { useState } from 'react';
import type { Card } from '../../../content/schemas/card.ts';
import { ShieldIcon } from '../../ui/icons.tsx';

export function cardIconUrl(orgId: string, card: Pick<Card, 'icon' | 'revision'>): string | undefined {
  if (!card.icon) return undefined;
  return `/api/share/${encodeURIComponent(orgId)}/assets/${encodeURIComponent(card.icon.assetId)}?v=${card.revision}`;
}

export function CardIcon({ card, orgId }: { card: Pick<Card, 'icon' | 'revision'>; orgId: string }) {
  const src = cardIconUrl(orgId, card);
  // The address that failed to load: a new icon (a new revision) is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span className="text-primary" data-icon="default">
        <ShieldIcon />
      </span>
    );
  }
  return <img src={src} alt="" width={20} height={20} className="h-5 w-5 object-contain" data-icon="custom" onError={() => setFailed(src)} />;
}
