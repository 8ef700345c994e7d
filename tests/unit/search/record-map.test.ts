/** The record map: written by the build from the index's fragments, read by the widget to group and scope hits. */
import { describe, expect, it } from 'vitest';
import { RecordMap, RecordMapBuilder } from '../../../content/search/record-map.ts';

function built() {
  const builder = new RecordMapBuilder();
  for (let i = 0; i < 5; i++) builder.add(`en_kb${i}`, 'knowledge_base', ['p1', 'p2']);
  builder.add('en_doc1', 'documents', ['p1']);
  builder.add('en_item1', 'trust_center_content', ['p2']);
  builder.add('en_home', 'webpage', ['p1']);
  builder.add('en_nowhere', 'facts', []);
  return builder.toJson(['p1', 'p2']);
}

describe('the record map', () => {
  it('lists only what differs from the most common type and from every product', () => {
    const json = JSON.parse(built());
    expect(json.mainType).toBe('knowledge_base');
    expect(json.types).toEqual({ documents: ['en_doc1'], facts: ['en_nowhere'], trust_center_content: ['en_item1'], webpage: ['en_home'] });
    expect(json.only).toEqual({ en_doc1: [0], en_home: [0], en_item1: [1], en_nowhere: [] });
  });

  it('answers the type and the products of each record', () => {
    const map = RecordMap.fromJson(built());
    expect(map.typeOf('en_kb3')).toBe('knowledge_base');
    expect(map.typeOf('en_doc1')).toBe('documents');
    expect(map.typeOf('en_unlisted')).toBe('knowledge_base');
    expect(map.inProduct('en_kb0', 'p2')).toBe(true);
    expect(map.inProduct('en_doc1', 'p1')).toBe(true);
    expect(map.inProduct('en_doc1', 'p2')).toBe(false);
    expect(map.inProduct('en_item1', 'p1')).toBe(false);
    expect(map.inProduct('en_nowhere', 'p1')).toBe(false);
    expect(map.inProduct('en_doc1', 'unknown')).toBe(false);
    expect(map.inProduct('en_kb0', 'unknown')).toBe(true);
  });

  it('refuses another version or a malformed map', () => {
    const json = JSON.parse(built());
    expect(() => RecordMap.fromJson(JSON.stringify({ ...json, v: 2 }))).toThrow('not readable');
    expect(() => RecordMap.fromJson(JSON.stringify({ ...json, mainType: 'pages' }))).toThrow('not readable');
    expect(() => RecordMap.fromJson(JSON.stringify({ ...json, types: { documents: [1] } }))).toThrow('not readable');
    expect(() => RecordMap.fromJson(JSON.stringify({ ...json, only: { en_doc1: ['0'] } }))).toThrow('not readable');
    expect(() => RecordMap.fromJson('null')).toThrow('not readable');
  });

  it('is empty for an index without records', () => {
    const map = RecordMap.fromJson(new RecordMapBuilder().toJson([]));
    expect(map.typeOf('en_x')).toBe('webpage');
    expect(map.inProduct('en_x', 'p1')).toBe(true);
  });
});
