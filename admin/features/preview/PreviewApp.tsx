/**
 * `/admin/preview`: the draft as it will look once published (`publicView(draft)`), for signed-in staff. Links
 * inside the preview point at the live site; the banner says what is shown and leads back to the admin.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { publicView } from '../../../content/policy.ts';
import { TabList } from '../../../site/components/islands/TabList.tsx';
import { $draft, $draftError, loadDraft } from '../../stores/draft.ts';
import { $session, loadSession } from '../../stores/session.ts';
import { Loading } from '../../ui/load.tsx';
import { PortalPreview } from './PortalPreview.tsx';

function productFromQuery(): string | null {
  return new URL(window.location.href).searchParams.get('product');
}

export default function PreviewApp() {
  const session = useStore($session);
  const draft = useStore($draft);
  const error = useStore($draftError);
  const [productId, setProductId] = useState<string | null>(productFromQuery);

  useEffect(() => {
    void loadSession();
  }, []);
  useEffect(() => {
    if (session.status === 'signed-in') void loadDraft();
  }, [session.status]);

  const view = useMemo(() => (draft ? publicView(draft) : null), [draft]);

  if (session.status === 'loading') return <Loading className="m-8" />;
  if (session.status !== 'signed-in') {
    return (
      <main className="mx-auto mt-16 max-w-md p-4">
        <p>
          Sign in to preview the draft.{' '}
          <a className="link link-primary" href="/admin">
            Go to the admin
          </a>
        </p>
      </main>
    );
  }

  const shown =
    view?.products.find((p) => p.productId === productId) ?? view?.products.find((p) => p.productId === view.space.defaultProductId) ?? view?.products[0];
  return (
    <>
      <div role="status" className="sticky top-0 z-20 flex flex-wrap items-center gap-3 bg-warning px-4 py-2 text-warning-content">
        <strong>Draft preview</strong>
        <span className="text-sm">This is how the Trust Center will look to visitors once the draft is published.</span>
        <a className="btn btn-sm ml-auto" href="/admin">
          Back to the admin
        </a>
      </div>
      <main className="mx-auto max-w-6xl p-4">
        {error && (
          <p role="alert" className="text-error">
            {error}
          </p>
        )}
        {view && view.products.length > 1 && (
          <TabList
            tabs={view.products.map((p) => ({ id: p.productId, label: p.productName }))}
            selected={shown?.productId}
            onSelect={setProductId}
            label="Products"
            className="tabs-box mb-6 w-fit"
          />
        )}
        {view && shown && <PortalPreview view={view} productId={shown.productId} />}
        {!view && !error && <Loading />}
      </main>
    </>
  );
}
