/**
 * The trust center of one product in main mode (admin spec §1, §4): the draft's `viewFor(draft, { mode: 'Main' })`
 * laid out as the portal lays it out — sections in their configured order, section cards, the cards grid three
 * per row — with every card, hidden ones included (marked), and the editing controls of each card.
 */
import { useState, type ReactNode } from 'react';
import { KnowledgeBaseModal } from '../../../site/components/islands/KnowledgeBaseModal.tsx';
import { cardActionsFor, type CardAction } from '../../../content/editing/permissions.ts';
import { isSectionCard } from '../../../content/editing/layout.ts';
import type { PortalView, ViewItem } from '../../../content/policy.ts';
import { SECTION_LABELS, DEFAULT_SECTION_ORDER, type SectionId } from '../../../content/schemas/product.ts';
import type { Card, CardKind } from '../../../content/schemas/card.ts';
import { renderMarkdown } from '../../../content/markdown.ts';
import { documentGroups, helpLinks, knowledgeBaseEntries, overviewText, productPage, subprocessorTable, updateTopics } from '../../../site/lib/portal.ts';
import { trustedByLogo } from '../../../content/companies.ts';
import { CertificationBadge } from './editors/shared/CertificationBadge.tsx';
import { logoSrc } from './editors/shared/companies.ts';
import { CompanyLogo } from '../../ui/form.tsx';
import type { AdminSession } from '../../stores/session.ts';
import { CardTile, ItemLine, StateBadge } from './CardTile.tsx';
import { ScrollRegion, TableHead } from '../../ui/Table.tsx';

export interface MainSectionsProps {
  view: PortalView;
  productId: string;
  session: AdminSession;
  onAction(card: Card, action: CardAction): void;
  onExpand(card: Card): void;
}

const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position;

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const headingId = `main-section-${id}`;
  return (
    <section aria-labelledby={headingId} data-section={id} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {SECTION_LABELS[id]}
      </h3>
      {children}
    </section>
  );
}

export function MainSections({ view, productId, session, onAction, onExpand }: MainSectionsProps) {
  const [kbOpen, setKbOpen] = useState(false);
  const page = productPage(view, productId);
  const order = [...new Set(page.sectionOrder.length > 0 ? page.sectionOrder : DEFAULT_SECTION_ORDER)];
  const grants = { permissions: session.permissions, features: view.plan.features };
  const orgId = session.organization.id;
  const card = (kind: CardKind) => view.cards.find((c) => c.productId === productId && c.kind === kind);
  const itemsOf = (kind: CardKind): ViewItem[] => view.items.filter((i) => i.productId === productId && i.cardKind === kind).sort(byPosition);
  const portalTitle = view.customization.portalTitle || 'Trust Center';

  const tile = (kind: CardKind, children?: ReactNode, className?: string) => {
    const c = card(kind);
    if (!c) return null;
    return (
      <CardTile
        key={kind}
        card={c}
        items={itemsOf(kind)}
        orgId={orgId}
        actions={cardActionsFor(kind, grants)}
        onAction={(action) => onAction(c, action)}
        onExpand={() => onExpand(c)}
        className={className}
      >
        {children}
      </CardTile>
    );
  };

  const overviewBody = (
    <div className="flex flex-col gap-2">
      {page.config.overview.hidden && <p className="badge badge-ghost badge-sm">Hidden section</p>}
      <ScrollRegion label="Overview text" className="max-h-[600px] overflow-y-auto">
        <div
          className="prose-content text-sm"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown shows raw HTML as text and keeps only safe link targets
          dangerouslySetInnerHTML={{ __html: renderMarkdown(overviewText(view, productId, portalTitle)) }}
        />
      </ScrollRegion>
      {itemsOf('overview').length > 0 && (
        <ul className="divide-y divide-base-200 text-sm">
          {itemsOf('overview').map((item) => (
            <ItemLine key={item.itemUid} item={item} />
          ))}
        </ul>
      )}
    </div>
  );

  const certificationsBody = (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {itemsOf('certifications').map((item) => (
        <li
          key={item.itemUid}
          data-item-uid={item.itemUid}
          data-faded={item.enabledState !== 'enabled' || undefined}
          className={`flex flex-col items-center rounded-box border border-base-300 p-2 text-center text-sm ${item.enabledState === 'enabled' ? '' : 'text-base-content/70'}`}
        >
          <CertificationBadge item={item} faded={item.enabledState !== 'enabled'} />
          <span className="block font-medium">{item.title}</span>
          {item.auditor && <span className={`block text-xs ${item.enabledState === 'enabled' ? 'text-base-content/70' : ''}`}>Audited by {item.auditor}</span>}
          {item.enabledState !== 'enabled' && <StateBadge state={item.enabledState} />}
        </li>
      ))}
      {itemsOf('certifications').length === 0 && <li className="text-sm italic opacity-70">No certifications yet</li>}
    </ul>
  );

  function body(id: SectionId): ReactNode {
    switch (id) {
      case 'overview':
        return tile('overview', overviewBody);
      case 'certifications':
        return tile('certifications', certificationsBody);
      case 'overview_and_certifications':
        return (
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {tile('overview', overviewBody)}
            {tile('certifications', certificationsBody)}
          </div>
        );
      case 'trusted_by': {
        const entries = view.trustedBy.filter((t) => t.productId === productId).sort(byPosition);
        return tile(
          'trustedBy',
          entries.length === 0 ? (
            <p className="text-sm italic opacity-70">No entries to show</p>
          ) : (
            <ul className="flex flex-wrap gap-3 text-sm">
              {entries.map((entry) => {
                const name = entry.company.name || (entry.company.source === 'directory' ? entry.company.companyId : '');
                return (
                  <li key={entry.id} className="flex items-center gap-2 rounded-box border border-base-300 px-2 py-1" data-trusted-by={entry.id}>
                    <CompanyLogo src={logoSrc(session.organization.id, trustedByLogo(entry))} name={name} size={28} />
                    {name}
                  </li>
                );
              })}
            </ul>
          ),
        );
      }
      case 'subprocessors': {
        const { rows } = subprocessorTable(view, productId);
        return tile(
          'subprocessors',
          rows.length === 0 ? (
            <p className="text-sm italic opacity-70">No entries to show</p>
          ) : (
            <table className="table table-sm">
              <TableHead columns={['Company', 'Purpose', 'Location']} />
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">
                      <span className="flex items-center gap-2">
                        <CompanyLogo src={logoSrc(session.organization.id, row.logo)} name={row.company.name} size={20} />
                        {row.company.name}
                      </span>
                    </th>
                    <td>{row.purpose}</td>
                    <td>{row.location}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ),
        );
      }
      case 'documents': {
        const groups = documentGroups(view, productId);
        return tile(
          'documents',
          groups.length === 0 ? (
            <p className="text-sm italic opacity-70">Uploaded documents from all cards will appear here</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {groups.map((group) => (
                <li key={group.kind} className="flex justify-between gap-2" data-document-group={group.kind}>
                  <span>{group.label}</span>
                  <span className="opacity-70">
                    {group.count} {group.count === 1 ? 'document' : 'documents'}
                  </span>
                </li>
              ))}
            </ul>
          ),
        );
      }
      case 'cards': {
        const cards = view.cards.filter((c) => c.productId === productId && !isSectionCard(c.kind)).sort(byPosition);
        return (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3" data-cards-grid>
            {cards.map((c) => tile(c.kind))}
          </div>
        );
      }
      case 'knowledge_base': {
        const entries = knowledgeBaseEntries(view, productId);
        return entries.length === 0 ? (
          <p className="text-sm italic opacity-70">No entries to show</p>
        ) : (
          <div className="flex flex-col gap-2">
            <ul className="list-disc pl-6 text-sm">
              {entries.slice(0, 5).map((e) => (
                <li key={e.objectID}>{e.content}</li>
              ))}
              {entries.length > 5 && <li className="list-none opacity-70">and {entries.length - 5} more</li>}
            </ul>
            <button type="button" className="btn btn-sm self-start" aria-haspopup="dialog" onClick={() => setKbOpen(true)}>
              View all
            </button>
            {/* Main mode: the filter menu (Access, Products, Time) and each entry's Metadata (visitor spec §6). */}
            <KnowledgeBaseModal mode="Main" open={kbOpen} onClose={() => setKbOpen(false)} entries={view.knowledgeBase} products={view.products} />
          </div>
        );
      }
      case 'updates': {
        const topics = updateTopics(view);
        return topics.length === 0 ? (
          <p className="text-sm italic opacity-70">No entries to show</p>
        ) : (
          <ul className="list-disc pl-6 text-sm">
            {topics.slice(0, 5).map((t) => (
              <li key={t.id}>
                {t.subject}
                {t.hidden && <span className="badge badge-ghost badge-xs ml-1">Hidden</span>}
              </li>
            ))}
          </ul>
        );
      }
      case 'help': {
        const links = helpLinks(view);
        return links.length === 0 ? (
          <p className="text-sm italic opacity-70">No entries to show</p>
        ) : (
          <div className="flex gap-2">
            {links.map((link) => (
              <span key={link.label} className="btn btn-outline btn-sm">
                {link.label}
              </span>
            ))}
          </div>
        );
      }
    }
  }

  return (
    <div className="flex flex-col gap-8">
      {order.map((id) => {
        const content = body(id);
        return content ? (
          <Section key={id} id={id}>
            {content}
          </Section>
        ) : null;
      })}
    </div>
  );
}
