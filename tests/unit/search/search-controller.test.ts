import { describe, expect, it } from 'vitest';
import { SearchController } from '../../../site/components/islands/search-controller.ts';

describe('SearchController', () => {
  it('a late close of a dialog leaves the dialog opened after it open', () => {
    const controller = new SearchController();
    const closed: number[] = [];
    controller.onClose(() => closed.push(1));
    controller.open('content', 'encryption');
    const first = controller.request!.seq;
    controller.open('items');
    controller.close(first);
    expect(controller.request).toMatchObject({ kind: 'items', term: '' });
    expect(closed).toEqual([]);
  });

  it('closes the dialog of the request given, or the open one when none is given', () => {
    const controller = new SearchController();
    const closed: number[] = [];
    controller.onClose(() => closed.push(1));
    controller.open('items');
    controller.close(controller.request!.seq, 1_000);
    expect(controller.request).toBeNull();
    expect(controller.closedRecently(1_100)).toBe(true);
    controller.open('content');
    controller.close();
    expect(controller.request).toBeNull();
    expect(closed).toEqual([1, 1]);
  });
});
