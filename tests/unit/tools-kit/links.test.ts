import { describe, expect, it } from 'vitest';
import { readFrom, toolHref, toolRef } from '../../../src/tools/links';
import { parseQuery } from '../../../src/tools/query-state';
import { strikeFields, type StrikeFieldValues } from '../../../src/games/heartbreaker/tools/strike-odds';
import { attackOdds } from '../../../src/games/kuggkoping/tools/refs';
import { shotFields } from '../../../src/games/punkapocalyptic/tools/shot-odds';
import { shotOdds } from '../../../src/games/punkapocalyptic/tools/refs';
import { strikeOdds } from '../../../src/games/heartbreaker/tools/refs';

describe('toolHref, the one link writer', () => {
  it('writes whole numbers as digits, yes/no as 1/0, choices by value, and leaves out undefined', () => {
    const t = toolRef<{ a: number; b: boolean; c: boolean; d: string; e: number }>('kuggkoping', 'test');
    expect(t.path).toBe('/kuggkoping/tools/test/');
    expect(toolHref(t, { a: 3, b: true, c: false, d: 'x y', e: undefined })).toBe('/kuggkoping/tools/test/?a=3&b=1&c=0&d=x+y');
    expect(toolHref(t, {})).toBe('/kuggkoping/tools/test/');
  });
  it('writes a set-up B for Compare under "b."', () => {
    expect(toolHref(shotOdds, { cover: 6 }, { compare: { cover: 6, avoidCover: true } })).toBe('/punkapocalyptic/tools/shot-odds/?cover=6&compare=1&b.cover=6&b.avoidCover=1');
  });
  it('writes links the tools read back exactly, defaults included', () => {
    const values: Partial<StrikeFieldValues> = { punch: 7, crush: true, armor: 1, meat: 10 };
    const parsed = parseQuery(toolHref(strikeOdds, values).split('?')[1]!, strikeFields);
    expect(parsed.problems).toEqual([]);
    expect(parsed.values).toMatchObject(values);
    const compared = parseQuery(toolHref(shotOdds, { cover: 6 }, { compare: { cover: 6, avoidCover: true, coverKept: 2 } }).split('?')[1]!, shotFields);
    expect(compared.compare).toBe(true);
    expect(compared.b?.values).toMatchObject({ cover: 6, avoidCover: true, coverKept: 2 });
  });
  it('takes each tool’s own field names only (a renamed field is a type error)', () => {
    // @ts-expect-error `actionDie` is not a field of the attack-odds tool
    expect(toolHref(attackOdds, { actionDie: 3 })).toBe('/kuggkoping/tools/attack-odds/?actionDie=3');
    // @ts-expect-error hitOn takes a number
    toolHref(attackOdds, { hitOn: 'five' });
  });

  it('says where a link comes from, and reads it back only when it is safe to show', () => {
    const from = { label: 'Twitch with Sidearm', back: '/heartbreaker/builder/#heartbreaker-model-2', backLabel: 'The Rust Saints' };
    const href = toolHref(strikeOdds, { punch: 4 }, { from });
    expect(href).toBe('/heartbreaker/tools/strike-odds/?punch=4&from=Twitch+with+Sidearm&back=%2Fheartbreaker%2Fbuilder%2F%23heartbreaker-model-2&backTo=The+Rust+Saints');
    expect(readFrom(href.slice(href.indexOf('?')))).toEqual(from);
    expect(readFrom('?punch=4')).toBeNull();
    const q = (back: string) => `?from=x&backTo=y&back=${encodeURIComponent(back)}`;
    for (const hostile of ['//evil.example/', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example', '/a b']) expect(readFrom(q(hostile)), hostile).toBeNull();
    expect(readFrom(q('/kuggkoping/tools/board/#board=abc'))).toMatchObject({ back: '/kuggkoping/tools/board/#board=abc' });
    expect(readFrom(`?from=${'x'.repeat(500)}&back=/a/&backTo=b`)!.label).toHaveLength(120);
  });
});
