/** Links for a match without a server (src/ui/match/direct-links.ts): made, read back, and what a player pastes. */
import { describe, expect, it } from 'vitest';
import { directLink, parseDirect, pasted } from '../../src/ui/match/direct-links.js';

const ID = '0123456789abcdef0123456789abcdef';
const CODE = 'IwSsvLEYeKw0d9u64BORHYucCe5DgRXtAvBhGHszK6gMCsRgzw9oV1KPcGBNENn6J2KkUdw7XJLHgIAQAoAuSvQUuGdL_Z7a4N8MuWL-0SGAIb_GXTw4Ry6sFiLjEBViaJhEFqs';
const read = (link: string) => {
  const [path = '', query = ''] = new URL(link).hash.replace(/^#\//, '').split('?');
  return parseDirect(path.split('/')[1], new URLSearchParams(query));
};

describe('direct links', () => {
  it('carry the match, the game, the variant, the host and the code, the code last', () => {
    const link = directLink('http://192.168.1.5:8080', ID, 'crayne', CODE, { host: 'Alice & Bob?', variant: 0 });
    expect(link).toBe(`http://192.168.1.5:8080/#/direct/${ID}?g=crayne&v=0&h=Alice+%26+Bob%3F&c=${CODE}`);
    expect(read(link)).toEqual({ hostId: ID, game: 'crayne', code: CODE, host: 'Alice & Bob?', variant: 0 });
  });
  it('a bad match id or game is no link; a missing code reads as empty (the page says the link is incomplete)', () => {
    expect(parseDirect('xyz', new URLSearchParams('g=crayne&c=abc'))).toBeNull();
    expect(parseDirect(ID, new URLSearchParams('g=Crayne!&c=abc'))).toBeNull();
    expect(parseDirect(ID, new URLSearchParams('g=crayne'))).toMatchObject({ code: '' });
  });
  it('a paste: a whole link gives its code and match; a bare code loses its spaces and line breaks', () => {
    const link = directLink('https://facedown.example', ID, 'crayne', CODE);
    expect(pasted(`  ${link}\n`)).toEqual({ code: CODE, hostId: ID });
    expect(pasted(`${CODE.slice(0, 50)}\n ${CODE.slice(50)} `)).toEqual({ code: CODE, hostId: null });
    expect(pasted('https://facedown.example/#/direct/nope?g=crayne&c=x')).toEqual({ code: '', hostId: null });
  });
});
