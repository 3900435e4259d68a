import { askState, lastUpdateText, requestsText, requestNewsOf, withOwnRequest } from './update-request-model';

const DAY = 86_400_000;
const now = new Date(Date.UTC(2026, 10, 27, 12));
const ago = (days: number) => new Date(now.getTime() - days * DAY);
const tally = (round: Date, count: number) => ({
  round,
  count,
  lastRequestAt: ago(1),
  projectId: 'p1',
  projectTitle: 'LabKit',
  creatorId: 'sam',
});

describe('lastUpdateText', () => {
  it('says how many whole days ago the founder last posted, or that they never did', () => {
    expect(lastUpdateText(ago(37.5), now)).toBe('Last update 37 days ago');
    expect(lastUpdateText(ago(1), now)).toBe('Last update 1 day ago');
    expect(lastUpdateText(ago(0.2), now)).toBe('Last update today');
    expect(lastUpdateText(null, now)).toBe('No updates yet');
  });
});

describe('askState', () => {
  const backer = { backer: true, founder: false, round: ago(31), ownRequest: null };
  it('lets a backer ask 30 days into the round, not before', () => {
    expect(askState(backer, now)).toEqual({ kind: 'ask' });
    expect(askState({ ...backer, round: ago(29) }, now)).toEqual({ kind: 'wait', opensAt: new Date(ago(29).getTime() + 30 * DAY) });
  });
  it('says the backer asked in this round; a request of an earlier round does not count', () => {
    expect(askState({ ...backer, ownRequest: { round: ago(31), requestedAt: ago(1), countedRound: null } }, now)).toEqual({
      kind: 'asked',
      at: ago(1),
    });
    expect(askState({ ...backer, ownRequest: { round: ago(80), requestedAt: ago(45), countedRound: ago(80) } }, now)).toEqual({
      kind: 'ask',
    });
  });
  it('offers nothing to the founder or to someone who does not back the campaign', () => {
    expect(askState({ ...backer, founder: true }, now)).toEqual({ kind: 'none' });
    expect(askState({ ...backer, backer: false }, now)).toEqual({ kind: 'none' });
  });
});

describe('requestsText', () => {
  it('counts the backers who asked since the last update, and says when an update answered them', () => {
    expect(requestsText(tally(ago(40), 1), ago(40))).toBe('1 backer asked for an update');
    expect(requestsText(tally(ago(40), 3), ago(40))).toBe('3 backers asked for an update');
    expect(requestsText(tally(ago(40), 3), ago(2))).toBe('The founder posted an update after 3 backers asked');
    expect(requestsText(null, ago(2))).toBeNull();
  });
  it('gives the founder’s What’s new one line per project', () => {
    expect(requestNewsOf([tally(ago(40), 2)])).toEqual([
      { projectId: 'p1', projectTitle: 'LabKit', id: 'p1', title: '2 backers asked for an update', at: ago(1) },
    ]);
  });
});

describe('withOwnRequest', () => {
  const own = (round: Date, countedRound: Date | null = null) => ({ round, requestedAt: ago(1), countedRound });
  it('adds the viewer’s own request to its round until the server has counted it', () => {
    expect(withOwnRequest(tally(ago(40), 1), own(ago(40)))).toMatchObject({ count: 2 });
    expect(withOwnRequest(tally(ago(40), 2), own(ago(40), ago(40)))).toMatchObject({ count: 2 });
    expect(withOwnRequest(null, own(ago(40)))).toMatchObject({ round: ago(40), count: 1 });
    expect(withOwnRequest(tally(ago(80), 3), own(ago(40)))).toMatchObject({ round: ago(40), count: 1, projectTitle: 'LabKit' });
  });
  it('leaves a tally of a later round, and one with no request of the viewer’s', () => {
    expect(withOwnRequest(tally(ago(10), 1), own(ago(40)))).toEqual(tally(ago(10), 1));
    expect(withOwnRequest(tally(ago(40), 1), null)).toEqual(tally(ago(40), 1));
  });
});
