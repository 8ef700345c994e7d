/**
 * The public page of one product as the static build will render it, drawn in the browser from
 * `publicView(draft)` with the same section logic as the build (`site/lib/portal.ts`): what anonymous visitors
 * will see once the draft is published — restricted details withheld, hidden cards and sections left out.
 */
import type { ReactNode } from 'react';
import type { PortalView, ViewItem } from '../../../content/policy.ts';
import { ENABLED_STATE_LABELS, type EnabledState } from '../../../content/schemas/item.ts';
import { renderMarkdown } from '../../../content/markdown.ts';
import {
  CARD_ITEMS_SHOWN,
  KB_ENTRIES_SHOWN,
  UPDATES_PAGE_SIZE,
  formatDate,
  itemHref,
  portalSections,
  topicUpdatedAt,
  type GridCard,
  type PortalSection,
} from '../../../site/lib/portal.ts';
import { LockIcon } from '../../ui/icons.tsx';
import { TableHead } from '../../ui/Table.tsx';

const TONE: Record<EnabledState, string> = { enabled: 'badge-success', workInProgress: 'badge-warning', notEnabled: 'badge-ghost' };

function Markdown({ source, className = '' }: { source: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown shows raw HTML as text and keeps only safe link targets
  return <div className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html: renderMarkdown(source) }} />;
}

function State({ state }: { state: EnabledState }) {
  return <span className={`badge badge-sm badge-soft whitespace-nowrap ${TONE[state]}`}>{ENABLED_STATE_LABELS[state]}</span>;
}

function Section({ id, title, srOnly = false, children }: { id: string; title: string; srOnly?: boolean; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} data-section={id}>
      <h2 id={`${id}-heading`} className={`mb-4 text-xl font-semibold ${srOnly ? 'sr-only' : ''}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function ItemRow({ view, item }: { view: PortalView; item: ViewItem }) {
  return (
    <li className="flex items-center justify-between gap-3 py-2" data-item-uid={item.itemUid}>
      <a
        href={itemHref(view, item)}
        className={`link link-hover flex min-w-0 items-center gap-2 ${item.enabledState === 'workInProgress' ? 'opacity-60' : ''}`}
      >
        {item.locked && <LockIcon label="Restricted item" />}
        <span className="truncate">{item.title}</span>
      </a>
      <State state={item.enabledState} />
    </li>
  );
}

function TrustCard({ view, entry }: { view: PortalView; entry: GridCard }) {
  const { card, title, items } = entry;
  const more = items.slice(CARD_ITEMS_SHOWN);
  return (
    <article className="card card-border bg-base-100 shadow-sm" aria-labelledby={`preview-card-${card.kind}`} data-card-kind={card.kind}>
      <div className="card-body gap-2">
        <h3 id={`preview-card-${card.kind}`} className="card-title text-base">
          {title}
        </h3>
        {card.displayText && <p className="text-sm opacity-80">{card.displayText}</p>}
        {items.length === 0 ? (
          card.placeholder && <p className="text-sm italic opacity-70">{card.placeholder}</p>
        ) : (
          <ul className="divide-y divide-base-200 text-sm">
            {items.slice(0, CARD_ITEMS_SHOWN).map((item) => (
              <ItemRow key={item.itemUid} view={view} item={item} />
            ))}
          </ul>
        )}
        {more.length > 0 && (
          <details className="text-sm">
            <summary className="link link-primary cursor-pointer">View more ({more.length})</summary>
            <ul className="divide-y divide-base-200">
              {more.map((item) => (
                <ItemRow key={item.itemUid} view={view} item={item} />
              ))}
            </ul>
          </details>
        )}
      </div>
    </article>
  );
}

function CertificationGrid({ view, items }: { view: PortalView; items: ViewItem[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.itemUid} className="card card-border bg-base-100 shadow-sm" data-item-uid={item.itemUid}>
          <a href={itemHref(view, item)} className="card-body items-center gap-1 p-4 text-center">
            <span className={`flex items-center gap-1 font-medium ${item.enabledState === 'workInProgress' ? 'opacity-60' : ''}`}>
              {item.locked && <LockIcon label="Restricted item" />}
              {item.title}
            </span>
            {item.auditor && <span className="text-xs opacity-70">Audited by {item.auditor}</span>}
            {item.enabledState !== 'enabled' && <State state={item.enabledState} />}
          </a>
        </li>
      ))}
    </ul>
  );
}

function SectionView({ view, section }: { view: PortalView; section: PortalSection }) {
  switch (section.id) {
    case 'overview':
      return (
        <Section id="overview" title={section.title}>
          <div className="card card-border bg-base-100 shadow-sm">
            <div className="card-body max-h-[600px] overflow-y-auto">
              <Markdown source={section.text} />
            </div>
          </div>
        </Section>
      );
    case 'certifications':
      return (
        <Section id="certifications" title={section.title}>
          <CertificationGrid view={view} items={section.items} />
        </Section>
      );
    case 'overview_and_certifications':
      return (
        <Section id="overview" title={section.title}>
          <div className="card card-border bg-base-100 shadow-sm">
            <div className="card-body gap-6">
              {section.text && <Markdown source={section.text} className="max-h-[600px] overflow-y-auto" />}
              {section.certifications.length > 0 && (
                <div>
                  <h3 className="mb-3 font-semibold">Certifications</h3>
                  <CertificationGrid view={view} items={section.certifications} />
                </div>
              )}
            </div>
          </div>
        </Section>
      );
    case 'trusted_by':
      return (
        <Section id="trusted-by" title={section.title}>
          <ul className="flex flex-wrap items-center gap-6 rounded-box bg-base-100 p-6 shadow-sm">
            {section.entries.map((entry) => (
              <li key={entry.id} className="text-lg font-semibold opacity-80">
                {entry.company.name || (entry.company.source === 'directory' ? entry.company.companyId : '')}
              </li>
            ))}
          </ul>
        </Section>
      );
    case 'subprocessors':
      return (
        <Section id="subprocessors" title={section.title}>
          <div className="overflow-x-auto rounded-box bg-base-100 shadow-sm">
            <table className="table">
              <TableHead
                columns={[
                  'Company',
                  section.columns.purpose && 'Purpose',
                  section.columns.location && 'Location',
                  section.columns.additionalDetails && 'Additional Details',
                ]}
              />
              <tbody>
                {section.rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row" className="font-medium">
                      {row.company.name}
                    </th>
                    {section.columns.purpose && <td>{row.purpose}</td>}
                    {section.columns.location && <td>{row.location}</td>}
                    {section.columns.additionalDetails && <td>{row.additionalDetails}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>
      );
    case 'documents':
      return (
        <Section id="documents" title={section.title}>
          <div className="card card-border bg-base-100 shadow-sm">
            <div className="card-body gap-4">
              {section.groups.map((group) => (
                <div key={group.kind} data-document-group={group.kind}>
                  <h3 className="flex items-baseline justify-between gap-2 font-semibold">
                    <span>{group.label}</span>
                    <span className="text-sm font-normal opacity-70">
                      {group.count} {group.count === 1 ? 'document' : 'documents'}
                    </span>
                  </h3>
                  <ul className="mt-1 divide-y divide-base-200 text-sm">
                    {group.entries.map(({ item, files }) => (
                      <li key={item.itemUid} className="py-2">
                        <a href={itemHref(view, item)} className="link link-hover inline-flex items-center gap-2">
                          {item.locked && <LockIcon label="Restricted: request access to view" />}
                          {item.title}
                        </a>
                        {files.length > 0 && (
                          <ul className="mt-1 ml-4 list-disc opacity-80">
                            {files.map((file) => (
                              <li key={file.fileId}>{file.originalName}</li>
                            ))}
                          </ul>
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        </Section>
      );
    case 'cards':
      return (
        <Section id="cards" title={section.title} srOnly>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
            {section.cards.map((entry) => (
              <TrustCard key={entry.card.kind} view={view} entry={entry} />
            ))}
          </div>
        </Section>
      );
    case 'knowledge_base':
      return (
        <Section id="knowledge-base" title={section.title}>
          <div className="rounded-box bg-base-100 p-2 shadow-sm">
            {section.entries.slice(0, KB_ENTRIES_SHOWN).map((entry) => (
              <details key={entry.objectID} className="collapse collapse-arrow border-b border-base-200 last:border-b-0">
                <summary className="collapse-title font-medium">{entry.content}</summary>
                <div className="collapse-content text-sm">
                  <Markdown source={entry.answer} />
                </div>
              </details>
            ))}
          </div>
        </Section>
      );
    case 'updates':
      return (
        <Section id="updates" title={section.title}>
          <ol className="space-y-3">
            {section.topics.slice(0, UPDATES_PAGE_SIZE).map((topic) => (
              <li key={topic.id} className="card card-border bg-base-100 shadow-sm">
                <article className="card-body gap-2">
                  <header className="flex flex-wrap items-center gap-2">
                    {topic.isPinned && <span className="badge badge-sm badge-primary badge-soft">Pinned</span>}
                    <span className="badge badge-sm badge-ghost capitalize">{topic.category}</span>
                    <time className="text-xs opacity-70">{formatDate(topicUpdatedAt(topic))}</time>
                  </header>
                  <h3 className="font-semibold">{topic.subject}</h3>
                </article>
              </li>
            ))}
          </ol>
        </Section>
      );
    case 'help':
      return (
        <Section id="help" title={section.title}>
          <div className="flex flex-wrap gap-3">
            {section.links.map((link) => (
              <a key={link.label} href={link.href} className="btn btn-outline">
                {link.label}
              </a>
            ))}
          </div>
        </Section>
      );
  }
}

export function PortalPreview({ view, productId }: { view: PortalView; productId: string }) {
  const portalTitle = view.customization.portalTitle || 'Trust Center';
  const product = view.products.find((p) => p.productId === productId);
  const sections = portalSections(view, productId, portalTitle);
  return (
    <div className="space-y-10" data-product-id={productId}>
      <h1 className="text-3xl font-bold">
        {view.organization.name} {portalTitle}
        {view.products.length > 1 && product && <span className="block text-lg font-medium opacity-70">{product.productName}</span>}
      </h1>
      {sections.map((section) => (
        <SectionView key={section.id} view={view} section={section} />
      ))}
    </div>
  );
}
