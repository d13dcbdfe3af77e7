import { describe, expect, it } from 'vitest';
import { placeUploaded } from './upload-order';

type Photo = { id: string };

/** Uploads chosen as a, b, c, d (ranks 1-4) after two photos already there, finishing in `finished` order. */
function finish(finished: string[]) {
  const ranks = new Map<string, number>();
  let list: Photo[] = [{ id: 'old1' }, { id: 'old2' }];
  let saves = false;
  for (const id of finished) {
    const rank = 'abcd'.indexOf(id) + 1;
    const placed = placeUploaded(list, { id }, rank, (photoId) => ranks.get(photoId));
    ranks.set(id, rank);
    list = placed.list;
    saves ||= placed.isReordered;
  }
  return { order: list.map((p) => p.id), saves };
}

describe('placeUploaded', () => {
  it.each([
    ['in the order chosen', ['a', 'b', 'c', 'd'], false],
    ['the second before the first', ['b', 'a', 'c', 'd'], true],
    ['in reverse', ['d', 'c', 'b', 'a'], true],
    ['two at a time, out of step', ['b', 'a', 'd', 'c'], true],
  ])('keeps the chosen order when uploads finish %s', (_name, finished, saves) => {
    expect(finish(finished as string[])).toEqual({
      order: ['old1', 'old2', 'a', 'b', 'c', 'd'],
      saves,
    });
  });

  it('leaves photos moved meanwhile where the breeder put them', () => {
    const ranks = new Map([['b', 2]]);
    const placed = placeUploaded([{ id: 'b' }, { id: 'old1' }], { id: 'a' }, 1, (id) =>
      ranks.get(id),
    );
    expect(placed.list.map((p) => p.id)).toEqual(['a', 'b', 'old1']);
  });
});
