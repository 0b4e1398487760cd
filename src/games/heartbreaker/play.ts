/**
 * Heartbreaker at the table, the round as the book runs it: Ready tokens for every standing fighter,
 * the roll-off for the first activation, alternating activations with Pressing the Advantage worked
 * out from both gangs' ready fighters, the actions of this activation with their fatigue (ruling H8
 * for PUNCH, H10 for Speed after Walks and Sprints), Focus tokens and their +1, Meat lost with the
 * Speed it changes at half Meat, Taken Down at 0 Meat, and at Reset the Second Wind for each downed
 * fighter, then Run For It when no fighter stands.
 */
import { battleView, foeOf, scenarioOf, type FoePlay, type ModelAction, type Opponent, type PlayOddsRules, type PlayRules, type PlayState, type StatLine } from '../../play';
import { parseRoster, type Roster } from './roster-format';
import { fighterLabel, fighterStats, fighterWeapons, knownQuirks, type HeartbreakerBook } from './roster-rules';
import { heartbreakerBattle } from './battle';
import type { Scenario } from './schema';
import { FOE_ACTIVATED, foeStands, foeState } from './foes';

export const READY = 'ready';
export const SECOND_WIND = 'secondWind';
export const FIGHT = 'fight';
export const SHOOT = 'shoot';
export const WALK = 'walk';
export const SPRINT = 'sprint';
export const OTHER = 'other';
/** Focus tokens the fighter holds (HB 297-299): each spent gives +1 to a roll. */
export const FOCUS = 'focus';
/** Game counter: the rival's ready fighters (when their gang is not added); game flag: this gang won the roll-off for the first activation. */
export const RIVAL_READY = 'rivalReady';
export const FIRST = 'first';
/** Mark: the fighter is the Hostage of Catch and Release (HB 1112-1120): no Ready token at the Ready step. */
export const HOSTAGE = 'hostage';
/** Mark of a fighter with a Lucky Charm: its one re-roll of the round is used (HB 759; H3); Next round takes it away. */
export const LUCK_USED = 'luckUsed';
/**
 * Stop the Bleeding on fighter `index` (the Medpack's action, HB 755): half its missing Meat back,
 * rounded down, offered while it stands with at least 2 Meat missing and another of the gang's
 * fighters with a Medpack stands (our reading: a Medpack fighter heals another fighter nearby, not
 * itself; a Taken Down fighter gets its Second Wind's +3 instead).
 */
function stopTheBleeding(roster: Roster, index: number, state: PlayState, book: HeartbreakerBook): ModelAction[] {
  const back = Math.floor((state.models[index]?.damage ?? 0) / 2);
  const medics = othersStandingWith(roster, index, state, book, 'medpack');
  if (back < 1 || medics.length === 0) return [];
  // With one Medpack fighter standing, the action is counted on it (with several, the player counts it on the one that acted).
  const medic = medics.length === 1 ? medics[0]! : -1;
  return [
    {
      id: 'stop-the-bleeding',
      label: `Stop the Bleeding: ${back} Meat back`,
      log: `regained ${back} Meat: Stop the Bleeding (a Medpack fighter’s action, HB 755)`,
      apply: (s) => ({
        ...s,
        models: s.models.map((x, i) => (i === index ? { ...x, damage: Math.max(0, x.damage - back) } : i === medic ? { ...x, counters: { ...x.counters, [OTHER]: Math.min(9, (x.counters[OTHER] ?? 0) + 1) } } : x)),
      }),
    },
  ];
}

/** The gang's other fighters still standing with quirk `id` (who could take its action for fighter `index`). */
const othersStandingWith = (roster: Roster, index: number, state: PlayState, book: HeartbreakerBook, id: string): number[] =>
  roster.fighters.flatMap((_, i) => (i !== index && !state.models[i]?.down && !state.models[i]?.out && hasQuirk(roster, i, book, id) ? [i] : []));

/**
 * A Focus token handed to standing fighter `index` by another of the gang, as that fighter's action,
 * offered on the receiver's card as Stop the Bleeding is: Inspire, an Iconic fighter's (HB 831: to an
 * ally within 3"), and Coordinate, a Commlink fighter's to a fighter with a Commlink too (HB 769).
 * +1 Focus here; the action is counted on the giver when only one could have given it.
 */
function focusGiven(roster: Roster, index: number, state: PlayState, book: HeartbreakerBook): ModelAction[] {
  const give = (action: string, whose: string, from: number[]): ModelAction[] => {
    const giver = from.length === 1 ? from[0]! : -1;
    return from.length === 0
      ? []
      : [
          {
            id: action.toLowerCase(),
            label: `Focus from ${action} (+1 Focus token)`,
            log: `took a Focus token: ${action} (${whose})`,
            apply: (s) => ({ ...s, models: s.models.map((x, i) => (i === index ? { ...x, counters: { ...x.counters, [FOCUS]: Math.min(9, (x.counters[FOCUS] ?? 0) + 1) } } : i === giver ? { ...x, counters: { ...x.counters, [OTHER]: Math.min(9, (x.counters[OTHER] ?? 0) + 1) } } : x)) }),
          },
        ];
  };
  return [
    ...give('Inspire', 'an Iconic fighter’s action, HB 831', othersStandingWith(roster, index, state, book, 'iconic')),
    ...(hasQuirk(roster, index, book, 'commlink') ? give('Coordinate', 'a Commlink fighter’s action, HB 769', othersStandingWith(roster, index, state, book, 'commlink')) : []),
  ];
}

/** The scenario with a Hostage (its id in scenarios.yaml). */
export const HOSTAGE_SCENARIO = 'catch-and-release';

/**
 * In Catch and Release, marking a non-leader fighter as the Hostage (one at a time), or taking the mark
 * back: the Hostage gets no Ready token at the Ready step (HB 1118), so it is not counted among the
 * ready fighters until an ally's Loosen Maglocks gives it one (its Ready token ticked by hand).
 */
function hostageActions(roster: Roster, index: number, state: PlayState): ModelAction[] {
  if (state.battle?.scenario !== HOSTAGE_SCENARIO || roster.fighters[index]?.leader) return [];
  const set = (on: boolean) => (s: PlayState) => ({ ...s, models: s.models.map((x, i) => (i === index ? { ...x, flags: { ...x.flags, [HOSTAGE]: on, ...(on ? { [READY]: false } : {}) } } : x)) });
  if (state.models[index]!.flags[HOSTAGE]) return [{ id: 'not-hostage', label: 'Not the Hostage', log: 'is not the Hostage after all', apply: set(false) }];
  if (state.models.some((m) => m.flags[HOSTAGE])) return [];
  return [{ id: 'hostage', label: 'The Hostage (no Ready token at the Ready step)', log: 'is the Hostage: no Ready token at the Ready step (HB 1118)', apply: set(true) }];
}

/** The fatigue penalty on PUNCH dice after F Fight and S Shoot actions this activation (H8). */
export function fatiguePenalty(fights: number, shoots: number): number {
  return Math.max(0, fights - 1) + Math.max(0, shoots - 1);
}

/**
 * The Speed for this activation's next move and for the speed comparison of H5, given the Walks and
 * Sprints taken so far this activation, this one included (H10: a repeated Walk or Sprint costs 1
 * Speed until the end of the activation, HB 281 and 287), never below 0.
 */
export function speedFor(speed: number, walks: number, sprints: number): number {
  return Math.max(0, speed - (Math.max(0, walks - 1) + Math.max(0, sprints - 1)));
}

/**
 * How many ready fighters a gang activates one after the other when its turn comes (Pressing the
 * Advantage): one, or k when it has at least k times the rival's ready fighters; all of them when
 * the rival has none left; 0 when it has none.
 */
export function activationsNow(mine: number, theirs: number): number {
  if (mine <= 0) return 0;
  if (theirs <= 0) return mine;
  return Math.max(1, Math.min(mine, Math.floor(mine / theirs)));
}

/** Fighters standing and holding a Ready token. */
export function readyFighters(state: PlayState): number {
  return state.models.filter((m) => m.flags[READY] === true && !m.down && !m.out && !m.activated).length;
}

/**
 * The rival's ready fighters: from their gang when it is added (each standing fighter not yet
 * activated this round, as their marks say), else the count the player keeps.
 */
export function rivalReady(opponent: Roster | undefined, state: PlayState, book: HeartbreakerBook): number {
  if (!opponent) return state.counters[RIVAL_READY] ?? 0;
  return opponent.fighters.filter((f, j) => {
    const s = foeState(foeOf(state, j), fighterStats({ ...f, meatLost: 0 }, book).meat);
    return foeStands(s) && !s.activated;
  }).length;
}

/** The Pressing the Advantage line: both gangs' ready fighters and how many to activate now. */
export function pressingLine(mine: number, theirs: number, fromRoster: boolean): string {
  const now = activationsNow(mine, theirs);
  return `Ready fighters: yours ${mine}, your rival’s ${theirs}${fromRoster ? ' (from their gang as marked)' : ''}. On your turn activate ${now} now${now > 1 ? ' (Pressing the Advantage)' : ''}.`;
}

const hasQuirk = (roster: Roster, i: number, book: HeartbreakerBook, id: string) => knownQuirks(roster.fighters[i]!, book).some((q) => q.entry.id === id);

/** What the play page passes for End game's write-back: the rival as the game has them now. */
export interface PlayContext {
  opponent(): Opponent | null;
}

/** The book as the play page has it: the gang tables, and the scenarios for the battle (./battle.ts). */
export type HeartbreakerPlayBook = HeartbreakerBook & { scenarios?: readonly Scenario[] };

/** Heartbreaker's play rules (with the battle when the book carries the scenarios); with `odds` (./play-odds.ts, loaded after the page's first paint) each card has the strike odds against the opponent and theirs against it. */
/** A rival's gang as the game keeps it, or undefined when it no longer reads. */
const parseOr = (json: unknown): Roster | undefined => {
  try {
    return parseRoster(json);
  } catch {
    return undefined;
  }
};

export function heartbreakerPlay(book: HeartbreakerPlayBook, odds?: PlayOddsRules<Roster>, context?: PlayContext): PlayRules<Roster> {
  const statsOf = (roster: Roster, index: number, damage: number) => fighterStats({ ...roster.fighters[index]!, meatLost: damage }, book);
  const rules: PlayRules<Roster> = {
    slug: 'heartbreaker',
    gameName: 'Heartbreaker',
    noun: 'gang',
    modelNoun: 'fighter',
    track: 'Meat',
    downLabel: 'Taken Down',
    outLabel: 'Knocked out',
    parse: parseRoster,
    rosterName: (r) => r.name,
    models: (roster) =>
      roster.fighters.map((f, i) => ({
        name: fighterLabel(f, i),
        kicker: f.leader ? 'Leader' : 'Fighter',
        max: statsOf(roster, i, 0).meat,
        counters: [
          { id: WALK, label: 'Walks', clearsEachRound: true, max: 9 },
          { id: SPRINT, label: 'Sprints', clearsEachRound: true, max: 9 },
          { id: FIGHT, label: 'Fight actions', clearsEachRound: true, max: 9 },
          { id: SHOOT, label: 'Shoot actions', clearsEachRound: true, max: 9 },
          { id: OTHER, label: 'Other actions', clearsEachRound: true, max: 9 },
          { id: FOCUS, label: 'Focus tokens', max: 9 },
        ],
        flags: [
          { id: READY, label: 'Ready token', setEachRound: true },
          { id: SECOND_WIND, label: 'Second Wind token' },
          // HB 759: once a round; the card's odds count the re-roll until it is marked used. Next round
          // takes the mark away in afterNextRound, not by clearsEachRound: that would write the mark into
          // every saved game's Next round, a state that is no longer the one the game was saved with.
          ...(hasQuirk(roster, i, book, 'lucky-charm') ? [{ id: LUCK_USED, label: 'Lucky Charm used this round' }] : []),
        ],
      })),
    gameCounters: () => [{ id: RIVAL_READY, label: 'Rival’s ready fighters (without their gang added)', max: 30 }],
    gameFlags: () => [{ id: FIRST, label: 'We activate first this round (won the roll-off)', clearsEachRound: true }],
    start: (_roster, state) => ({ ...state, models: state.models.map((m) => ({ ...m, flags: { ...m.flags, [READY]: true } })) }),
    stats: (roster, index, state): StatLine[] => {
      const m = state.models[index]!;
      const s = statsOf(roster, index, m.damage);
      const c = (id: string) => m.counters[id] ?? 0;
      const actions = c(FIGHT) + c(SHOOT) + c(WALK) + c(SPRINT) + c(OTHER);
      const penalty = fatiguePenalty(c(FIGHT), c(SHOOT));
      const speed = speedFor(s.speed, c(WALK), c(SPRINT));
      // HB 611: a Reliable weapon's PUNCH is unaffected by fatigue.
      const reliable = fighterWeapons(roster.fighters[index]!, book).filter((w) => w.effects.some((e) => e.ignoresFatigue === true));
      return [
        { label: 'Meat', value: `${s.meatLeft} of ${s.meat}`, changed: s.meatLeft !== s.meat },
        { label: 'Speed', value: `${speed}″`, changed: speed !== s.baseSpeed },
        { label: 'Armor', value: String(s.armor) },
        { label: 'Actions', value: `${actions} of ${s.actionLimit}`, changed: actions > 0 },
        { label: 'Fatigue', value: penalty ? `−${penalty} PUNCH${reliable.length ? ` (not ${reliable.map((w) => w.name).join(', ')}: Reliable)` : ''}` : 'none', changed: penalty > 0 },
        { label: 'Focus', value: c(FOCUS) ? `${c(FOCUS)} (+1 a token spent)` : 'none', changed: c(FOCUS) > 0 },
      ];
    },
    notes: (roster, index, state) => {
      const m = state.models[index]!;
      const s = statsOf(roster, index, m.damage);
      const out: string[] = [];
      if (s.halfMeat && s.halfMeatSpeed) out.push(`At half Meat or less: Speed +${s.halfMeatSpeed}″.`);
      const walks = m.counters[WALK] ?? 0;
      const sprints = m.counters[SPRINT] ?? 0;
      if (walks + sprints > 0) {
        // H10: only a repeat of the same move costs Speed; the next Sprint is worked out with itself counted.
        const dearer = [walks > 0 ? 'another Walk' : '', sprints > 0 ? 'another Sprint' : ''].filter(Boolean).join(' or ');
        out.push(`Sprint moves up to Speed + 2″ (now ${speedFor(s.speed, walks, sprints + 1) + 2}″); ${dearer} this activation costs 1″ more (H10).`);
      }
      const [fights, shoots] = [m.counters[FIGHT] ?? 0, m.counters[SHOOT] ?? 0];
      if (fights + shoots > 0) {
        // H8: the Fatigue line is the penalty so far; the next Fight or Shoot may trigger one more.
        const at = (p: number) => (p ? `−${p} PUNCH` : 'no penalty');
        out.push(`Next Fight this activation: ${at(fatiguePenalty(fights + 1, shoots))}; next Shoot: ${at(fatiguePenalty(fights, shoots + 1))} (H8).`);
      }
      if (hasQuirk(roster, index, book, 'stalker')) out.push('Stalker: +1 to PUNCH dice against a rival at half Meat or less (the odds add it).');
      if (m.flags[HOSTAGE]) out.push('The Hostage: no Ready token at the Ready step, and the rival cannot target it; once a round an ally nearby may Loosen Maglocks (tick its Ready token): it activates right after that activation, and may only Walk, Sprint or Shove.');
      if (hasQuirk(roster, index, book, 'bloodthirsty')) out.push('Bloodthirsty: a rival it brings to 0 Meat is removed from the Zone at once, with no Second Wind (HB 835): mark that fighter Out in the opponent’s panel.');
      const f = roster.fighters[index]!;
      if (f.tempQuirk) out.push(`Prepare for War: ${f.tempQuirk} for this skirmish.`);
      return out;
    },
    afterDamage: (roster, index, before, after) => {
      const m = after.models[index]!;
      const max = statsOf(roster, index, 0).meat;
      if (m.damage < max || before.models[index]!.damage >= max) return after;
      // 0 Meat: Taken Down, its Ready token and Focus tokens gone (HB 414); with a Second Wind token, out for the skirmish (HB 416).
      const out = m.flags[SECOND_WIND] === true;
      return { ...after, models: after.models.map((x, i) => (i === index ? { ...x, down: true, out: out || x.out, counters: { ...x.counters, [FOCUS]: 0 }, flags: { ...x.flags, [READY]: false } } : x)) };
    },
    afterNextRound: (_roster, next) => {
      // A Lucky Charm's re-roll comes back each round (HB 759).
      const state = next.models.some((m) => m.flags[LUCK_USED]) ? { ...next, models: next.models.map((m) => (m.flags[LUCK_USED] ? { ...m, flags: { ...m.flags, [LUCK_USED]: false } } : m)) } : next;
      // The Hostage gets no Ready token at the Ready step (HB 1118).
      const held = state.models.some((m) => m.flags[HOSTAGE]) ? { ...state, models: state.models.map((m) => (m.flags[HOSTAGE] ? { ...m, flags: { ...m.flags, [READY]: false } } : m)) } : state;
      // The rival's activations, and their Lucky Charms' re-rolls (HB 759), are new each round too: a mark ticked is taken away.
      const clear = (f: FoePlay) => (f.flags?.[FOE_ACTIVATED] || f.flags?.[LUCK_USED] ? { ...f, flags: Object.fromEntries(Object.entries(f.flags).map(([k, v]) => [k, v && k !== FOE_ACTIVATED && k !== LUCK_USED])) } : f);
      return held.foes ? { ...held, foes: held.foes.map(clear) } : held;
    },
    modelActions: (roster, index, state) => {
      const m = state.models[index]!;
      if (m.out) return [];
      if (!m.down) {
        return [
          {
            id: 'focus',
            label: 'Focus (an action: +1 Focus token)',
            log: 'took the Focus action (+1 Focus token)',
            apply: (s) => ({ ...s, models: s.models.map((x, i) => (i === index ? { ...x, counters: { ...x.counters, [OTHER]: Math.min(9, (x.counters[OTHER] ?? 0) + 1), [FOCUS]: Math.min(9, (x.counters[FOCUS] ?? 0) + 1) } } : x)) }),
          },
          ...focusGiven(roster, index, state, book),
          ...hostageActions(roster, index, state),
          ...stopTheBleeding(roster, index, state, book),
        ];
      }
      // Taken Down by a Bloodthirsty rival: removed from the Zone at once, no Second Wind (HB 835).
      const removed: ModelAction = {
        id: 'bloodthirsty',
        label: 'Removed: a Bloodthirsty rival took it down',
        log: 'was removed from the Zone: a Bloodthirsty rival took it down (HB 835: no Second Wind)',
        apply: (s) => ({ ...s, models: s.models.map((x, i) => (i === index ? { ...x, out: true } : x)) }),
      };
      if (m.flags[SECOND_WIND]) return [];
      const max = statsOf(roster, index, 0).meat;
      return [
        {
          id: 'second-wind',
          label: 'Second Wind (rolled 6+)',
          log: 'stood up with a Second Wind (1 Meat)',
          apply: (s) => ({ ...s, models: s.models.map((x, i) => (i === index ? { ...x, down: false, damage: max - 1, flags: { ...x.flags, [SECOND_WIND]: true } } : x)) }),
        },
        removed,
      ];
    },
    gameNotes: (roster, state) => {
      const notes: string[] = [];
      const standing = (i: number) => !state.models[i]?.down && !state.models[i]?.out;
      const bonded = roster.fighters.flatMap((_, i) => (hasQuirk(roster, i, book, 'bonded') ? [i] : []));
      if (bonded.length === 2 && bonded.every((i) => standing(i) && state.models[i]!.flags[READY] && !state.models[i]!.activated)) {
        notes.push(`Bonded (HB 821): if ${bonded.map((i) => fighterLabel(roster.fighters[i]!, i)).join(' and ')} are nearby each other, you may activate both as one choice, their actions in any order.`);
      }
      const downed = state.models.filter((m) => m.down && !m.out && !m.flags[SECOND_WIND]).length;
      const medpack = roster.fighters.some((_, i) => standing(i) && hasQuirk(roster, i, book, 'medpack'));
      // Reset runs Second Wind first, then Run For It (HB 437-439, 497).
      if (downed) notes.push(`At Reset, first: ${downed} downed ${downed === 1 ? 'fighter rolls' : 'fighters roll'} for a Second Wind (6+; +1 with an ally nearby${medpack ? ', or +3 instead with your Medpack fighter nearby' : ', +3 instead with a Medpack ally nearby'}).`);
      if (state.models.every((m) => m.down || m.out)) {
        notes.push(downed ? 'Then Run For It: if no fighter stands after those rolls, your gang Runs For It and loses.' : 'No fighter stands: at Reset your gang Runs For It and loses.');
      }
      if (roster.nextSkirmish.includes('eat-your-fill') && state.round === 1) notes.push('Eat your Fill: three of your fighters start with 1 Focus token each (add them on their cards).');
      if (roster.nextSkirmish.includes('set-the-stage') && state.round === 1) notes.push('Set the Stage: you activate the first fighter of the first round, no roll-off.');
      return notes;
    },
    odds,
    ...(book.scenarios ? { battle: heartbreakerBattle(book.scenarios) } : {}),
    glossary: (roster) => {
      const seen = new Map<string, string>();
      for (const f of roster.fighters) for (const q of knownQuirks(f, book)) if (!seen.has(q.entry.name)) seen.set(q.entry.name, 'text' in q.entry ? String((q.entry as { text?: string }).text ?? '') : '');
      return [...seen].filter(([, t]) => t);
    },
    // End game: the Epilogue's part of the game (Taken Down fighters and their Bounties), the
    // next-skirmish actions used up. `opponent` when the kit passes it, else the play page's.
    // Its code (the campaign steps') comes after the first paint: End game waits for it (readyToEnd).
    writeBackLater: () => import('./campaign').then((campaign) => writeBackWith(campaign, book, rules, context)),
    // The rival's report kept here leaves the Epilogue's part too (./kept-report.ts), loaded only then.
    // The rival's fighters as the book names their states (HB 414-416, 491), for the match report.
    foeFate: (opponent, j, state) => {
      const f = opponent.fighters[j];
      if (!f) return null;
      const s = foeState(foeOf(state, j), fighterStats({ ...f, meatLost: 0 }, book).meat);
      return s.out ? rules.outLabel : s.takenDown ? rules.downLabel : null;
    },
    keepReportLater: () => import('./kept-report').then((m) => (saved: Roster, report) => m.keepHeartbreakerReport(saved, report, rules, book)),
    // What the rival's phone reads when it keeps this gang's report: what a claim takes from (HB 1252,
    // H13) and the Bounty on each fighter, which whoever Takes it Down collects (H11).
    reportSheet: (r) => ({ holds: Object.entries(r.resources).map(([id, count]) => ({ id, count })), bounties: r.fighters.flatMap((f, i) => (f.bounty > 0 ? [{ name: fighterLabel(f, i), bounty: Math.min(f.bounty, 99) }] : [])) }),
  };
  return rules;
}

/** What End game says of a linked game ended again after its Epilogue was recorded. */
export const EPILOGUE_DONE_LINE = 'This game’s Epilogue is already recorded, so nothing in the gang was changed again; if the new result changes what the Epilogue gave, correct that entry in the builder.';

/**
 * End game's write-back (the Epilogue's part of the game: Taken Down fighters and their Bounties, the
 * next-skirmish actions used up, the scenario and what it pays as the match report has them), given
 * the campaign steps' module, which the play page loads only for End game. `opponent` when the kit
 * passes it, else the play page's.
 */
export function writeBackWith(campaign: Pick<typeof import('./campaign'), 'gameWriteBack' | 'keepUsedUp'>, book: HeartbreakerPlayBook, rules: PlayRules<Roster>, context?: PlayContext): NonNullable<PlayRules<Roster>['writeBack']> {
  return (saved, played, state, outcome, opponent, again) => {
    const rival = opponent ?? context?.opponent() ?? null;
    const scenario = scenarioOf(rules.battle, played, state);
    const asPlayed = scenario ? { scenario: scenario.name, pays: scenario.pays?.(battleView(scenario, state), outcome) ?? [] } : undefined;
    const back = campaign.gameWriteBack(saved, played, state, outcome, book, rival ? { name: rival.name || parseOr(rival.roster)?.name || '', roster: parseOr(rival.roster) } : undefined, asPlayed);
    // Ended again (a linked game): the write sets the Epilogue's `pending` anew with this result, and
    // what it clears is cleared already. Once that Epilogue is recorded, nothing is pending: setting
    // it again would ask for a second Epilogue of one game, so the gang stays as it is.
    if (again && !saved.pending) return { roster: saved, changes: back.changes, said: EPILOGUE_DONE_LINE };
    // Before it is, the new entry takes the first's place: it keeps what the first End game used up.
    return again ? campaign.keepUsedUp(saved, back) : back;
  };
}
