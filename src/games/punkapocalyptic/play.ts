/**
 * Punkapocalyptic at the table: a hit that wins the Strength roll Downs a model (out of the game),
 * unless an own rule lets it take more hits (l.627) or it is a Berserker finishing its activation
 * (l.899). A model lying on the ground is Prone; the book's "Knocked Down" (an attribute at 0 for good,
 * l.192) is Downed, out from the start of every game, while a Downed tick on the sheet lasts one game
 * (P13). Each model counts its bullets (spent, given and received, l.438-442: secret, never printed),
 * Kaboom! jams of a weapon or its ammunition (P14), Disposable weapons and bombs used, Fuel charges and
 * Dead slow reloads, and carries what lasts beyond one activation: Defensive Fire readied, an electric
 * shock, poison, and Toughness lost to Contaminated terrain (written back to the gang at End game).
 */
import type { CounterDef, FlagDef, ModelAction, ModelPlay, PlayOddsRules, PlayRules, PlayState, StatLine, WriteBack } from '../../play';
import { shown } from '../../common/words';
import { parseRoster, type Model, type Roster } from './roster-format';
import { byAttribute, modelLabel, modelProfile, rulesOf, setLoss, type GangBook } from './roster-rules';
import { punkapocalypticBattle } from './battle';
import type { GameLength } from './schema';
import { bulletsLeft, isBerserker, jammedCount, PUNK_IDS, toughnessNow, tracksBullets, unusable, weaponGroups } from './play-weapons';

const ID = PUNK_IDS;
/** The Combat, Precision and Agility penalty of an electric shock (Electrified, l.959). */
export const SHOCK_PENALTY = -3;

const ownRulesOf = (roster: Roster, model: Model) => [...(model.ownRules ?? []), ...(roster.ownRules ?? [])];

/** The model's counters: bullets (secret), jams, uses, Fuel charges, Dead slow reloads, and the hits an own rule lets it take. */
export function modelCounters(roster: Roster, model: Model, book: GangBook): CounterDef[] {
  const out: CounterDef[] = [];
  if (tracksBullets(model, book)) {
    // Secret whether or not the sheet shows them (l.442): never printed on the game sheet.
    out.push({ id: ID.BULLETS, label: 'Bullets spent or given', secret: true });
    out.push({ id: ID.BULLETS_IN, label: 'Bullets received', secret: true });
  }
  for (const g of weaponGroups(model, book)) {
    if (g.kaboom) out.push({ id: ID.jammed(g.first), label: `${g.name}: jammed (Kaboom!${g.kaboom === 'ammo' ? ' ammo' : ''})`, max: g.items.length });
    if (g.disposable) out.push({ id: ID.used(g.first), label: `${g.name}: used`, max: g.disposable });
    if (g.deadSlow !== null) out.push({ id: ID.reload(g.first), label: `${g.name}: actions to reload`, max: g.deadSlow });
  }
  model.equipment.forEach((item, i) => {
    const fuel = item.specialRules.find((ref) => rulesOf([ref], book)[0]?.id === 'fuel');
    if (fuel) out.push({ id: ID.fuel(i), label: `${item.name || 'Fuel'}: charges used`, max: Math.max(0, fuel.x ?? 0) });
  });
  // Only a rule outside the core book lets a model take more than one hit (l.627, P12).
  if (ownRulesOf(roster, model).length > 0) out.push({ id: ID.HITS, label: 'Hits it withstands (own rule)', start: 1, min: 1, max: 10 });
  return out;
}

/** The model's marks: Defensive Fire readied (until the end of the turn), an electric shock, poison. */
export function modelFlags(model: Model, book: GangBook): FlagDef[] {
  const flags: FlagDef[] = [];
  if (weaponGroups(model, book).some((g) => g.kind === 'ranged' && !g.template)) flags.push({ id: ID.DEFENSIVE_FIRE, label: 'Defensive Fire ready', clearsEachRound: true });
  flags.push({ id: ID.SHOCKED, label: 'Electric shock' }, { id: ID.POISONED, label: 'Poisoned' });
  return flags;
}

/** Downing hits the model takes before it is out: 1, or what its own rule says (the hits counter). */
export const hitsToDown = (m: Pick<ModelPlay, 'counters'>): number => Math.max(1, m.counters[ID.HITS] ?? 1);
const maxHits = (model: Model, book: GangBook, m: Pick<ModelPlay, 'counters'>) => hitsToDown(m) + (isBerserker(model, book) ? 1 : 0);

/** The model fights on although Downed (Berserker finishing its activation). */
export const berserk = (m: Pick<ModelPlay, 'flags'>): boolean => m.flags[ID.BERSERK] === true;
export const shocked = (m: Pick<ModelPlay, 'flags'>): boolean => m.flags[ID.SHOCKED] === true;

/**
 * After a hit: one call is one hit that won the Strength roll, whatever its number. It Downs the model
 * (out) once its hits reach what it withstands; a Berserker Downed the first time fights on to the end
 * of its activation, and a second Downing takes it out (l.899). Healing takes the hit back.
 */
export function afterHit(roster: Roster, book: GangBook, index: number, before: PlayState, after: PlayState): PlayState {
  const model = roster.models[index]!;
  const was = before.models[index]!;
  const now = after.models[index]!;
  const limit = hitsToDown(now);
  const rager = isBerserker(model, book);
  let next: ModelPlay;
  if (now.damage > was.damage) {
    const damage = Math.min(was.damage + 1, maxHits(model, book, now));
    const downed = damage >= limit;
    const fightsOn = downed && rager && !berserk(was) && !was.out && damage === limit;
    next = { ...now, damage, out: was.out || (downed && !fightsOn), flags: rager ? { ...now.flags, [ID.BERSERK]: fightsOn, [ID.BERSERK_SEEN]: false } : now.flags };
  } else {
    next = now.damage < limit && berserk(now) ? { ...now, flags: { ...now.flags, [ID.BERSERK]: false, [ID.BERSERK_SEEN]: false } } : now;
  }
  return { ...after, models: after.models.map((x, i) => (i === index ? next : x)) };
}

/**
 * Next round's own part: an electric shock lasts to the end of the model's next activation (l.959),
 * which has come by the end of the round after the shock, so the second Next round clears it; a
 * Berserker still fighting is out by then too. (The player clears either sooner by hand.)
 */
export function afterNextRound(state: PlayState): PlayState {
  return {
    ...state,
    models: state.models.map((m) => {
      const flags = { ...m.flags };
      if (flags[ID.SHOCKED] === true) {
        if (flags[ID.SHOCK_SEEN] === true) flags[ID.SHOCKED] = flags[ID.SHOCK_SEEN] = false;
        else flags[ID.SHOCK_SEEN] = true;
      } else if (flags[ID.SHOCK_SEEN] === true) flags[ID.SHOCK_SEEN] = false;
      let out = m.out;
      if (flags[ID.BERSERK] === true && !m.out) {
        if (flags[ID.BERSERK_SEEN] === true) {
          out = true;
          flags[ID.BERSERK] = flags[ID.BERSERK_SEEN] = false;
        } else flags[ID.BERSERK_SEEN] = true;
      }
      return { ...m, out, flags };
    }),
  };
}

function withModel(state: PlayState, index: number, change: (m: ModelPlay) => ModelPlay): PlayState {
  return { ...state, models: state.models.map((m, i) => (i === index ? change(m) : m)) };
}

/** The card's own buttons: Contaminated terrain, the Poison roll lost, a Berserker's activation over. */
export function modelActions(roster: Roster, book: GangBook, index: number, state: PlayState): ModelAction[] {
  const model = roster.models[index]!;
  const m = state.models[index]!;
  if (m.out) return [];
  const actions: ModelAction[] = [];
  if (toughnessNow(model, book, m) !== null) {
    actions.push({
      id: 'contaminated',
      label: 'Contaminated: −1 T for good',
      log: 'lost 1 Toughness for good (Contaminated terrain)',
      // At 0 Toughness for good it is Knocked Down: Downed (l.192, P13).
      apply: (s) =>
        withModel(s, index, (x) => {
          const lost = (x.counters[ID.CONTAMINATED] ?? 0) + 1;
          const t = toughnessNow(model, book, { counters: { ...x.counters, [ID.CONTAMINATED]: lost } });
          return { ...x, counters: { ...x.counters, [ID.CONTAMINATED]: lost }, out: x.out || (t !== null && t <= 0) };
        }),
    });
  }
  if (m.flags[ID.POISONED] === true) {
    actions.push({ id: 'poison-lost', label: 'Lost the Poison roll', log: 'lost the Poison roll: Downed', apply: (s) => withModel(s, index, (x) => ({ ...x, out: true, flags: { ...x.flags, [ID.POISONED]: false } })) });
  }
  if (berserk(m)) {
    actions.push({
      id: 'berserk-over',
      label: 'Berserker: activation over',
      log: 'Berserker’s activation over: Downed for good',
      apply: (s) => withModel(s, index, (x) => ({ ...x, out: true, flags: { ...x.flags, [ID.BERSERK]: false, [ID.BERSERK_SEEN]: false } })),
    });
  }
  return actions;
}

/**
 * The weapons model `index` cannot use now (jammed, used up, out of fuel, not reloaded), by name with
 * why: its datacard strikes them through. "No bullets" is left out: the count is secret (l.442).
 */
export function unusableWeapons(roster: Roster, book: GangBook, index: number, state: PlayState): Map<string, string> {
  const model = roster.models[index];
  const m = state.models[index];
  const out = new Map<string, string>();
  if (!model || !m) return out;
  for (const g of weaponGroups(model, book)) {
    const why = unusable(g, model, book, m);
    if (why && why !== 'no bullets') out.set(g.name, why);
  }
  return out;
}

/** The words on the card: bullets left (not `printed`: secret, l.442), weapons that cannot be used, the marks in force, own rules and notes. */
export function modelNotes(roster: Roster, book: GangBook, index: number, state: PlayState, printed = false): string[] {
  const model = roster.models[index]!;
  const m = state.models[index]!;
  const out: string[] = [];
  if (modelProfile(model, book).knockedDown) out.push('Knocked Down: an attribute is at 0 for good, so it is Downed, out of the game.');
  if (berserk(m)) out.push('Downed, but a Berserker: it finishes its activation, then it is out (at once if Downed again).');
  if (m.down && !m.out) out.push('Prone: its next action is getting up. An enemy in contact stands it up, and it fights at −3 Combat that activation.');
  if (tracksBullets(model, book) && !printed) out.push(`Bullets left: ${bulletsLeft(model, m)} (secret).`);
  const struck = unusableWeapons(roster, book, index, state);
  for (const g of weaponGroups(model, book)) {
    const why = struck.get(g.name);
    if (why) out.push(`${g.name}: ${why}.`);
    else if (g.kaboom && jammedCount(g, model, book, m) > 0) out.push(`${g.name}: ${jammedCount(g, model, book, m)} of ${g.items.length} jammed.`);
  }
  model.equipment.forEach((item, i) => {
    const fuel = item.specialRules.find((ref) => rulesOf([ref], book)[0]?.id === 'fuel');
    if (fuel && (fuel.x ?? 0) > 0 && (m.counters[ID.fuel(i)] ?? 0) >= (fuel.x ?? 0)) out.push(`${item.name || 'Fuel equipment'}: out of fuel.`);
  });
  if (m.flags[ID.DEFENSIVE_FIRE] === true) out.push('Defensive Fire: one free shot at an enemy that moves in sight, at −2 Precision, until the end of the turn.');
  if (shocked(m)) out.push('Electric shock: −3 Combat, Precision and Agility; it wears off once the model’s next activation is over.');
  if (m.flags[ID.POISONED] === true) out.push('Poisoned: at the start of its next activation, an opposed Toughness roll against the Poison’s number, or Downed.');
  if ((m.counters[ID.CONTAMINATED] ?? 0) > 0) out.push(`Contaminated terrain: −${m.counters[ID.CONTAMINATED]} Toughness for good (End game writes it on the gang).`);
  for (const r of model.ownRules ?? []) out.push(`${shown(r.name) || 'Own rule'}: ${r.text}`);
  if (model.notes?.trim()) out.push(`Notes: ${model.notes.trim()}`);
  return out;
}

/** The card's numbers: hits taken of what it withstands, the profile as it is now (losses, Contaminated terrain, a shock), Armor, jams. */
export function modelStats(roster: Roster, book: GangBook, index: number, state: PlayState): StatLine[] {
  const model = roster.models[index]!;
  const p = modelProfile(model, book);
  const m = state.models[index]!;
  const lines: StatLine[] = [{ label: 'Hits', value: `${m.damage} of ${hitsToDown(m)}`, changed: m.damage > 0 }];
  const lostT = m.counters[ID.CONTAMINATED] ?? 0;
  const shock = shocked(m) ? SHOCK_PENALTY : 0;
  for (const a of p.attributes) {
    const by = a.attribute.id === 'toughness' ? -lostT : ['combat', 'precision', 'agility'].includes(a.attribute.id) ? shock : 0;
    lines.push({ label: a.attribute.abbreviation, value: a.value === null ? '–' : String(a.value + by), ...(by ? { changed: true } : {}) });
  }
  lines.push({ label: 'Armor', value: String(p.armor) });
  const jams = weaponGroups(model, book).reduce((n, g) => n + jammedCount(g, model, book, m), 0);
  if (jams) lines.push({ label: 'Jammed', value: String(jams), changed: true });
  return lines;
}

/**
 * End game: Toughness lost to Contaminated terrain becomes a loss for good on the saved gang. `again`
 * (a linked game ended a second time): the first End game took the loss already, so the gang is
 * left as saved and only the words are said again for the game's one log entry.
 */
export function gangAfterGame(saved: Roster, played: Roster, state: PlayState, book: GangBook, again = false): WriteBack<Roster> {
  const toughness = book.attributes.find((a) => a.id === 'toughness');
  const changes: string[] = [];
  let models = saved.models;
  state.models.forEach((m, i) => {
    const lost = m.counters[ID.CONTAMINATED] ?? 0;
    const was = played.models[i];
    if (!lost || !toughness || !was) return;
    // The saved gang may have changed since: the model at the same place with the same name, else the first of that name.
    const at = saved.models[i]?.name === was.name ? i : saved.models.findIndex((x) => x.name === was.name);
    if (at < 0) return;
    const model = models[at]!;
    const before = Math.max(0, byAttribute(model.losses, book).get(toughness)?.value ?? 0);
    models = models.map((x, k) => (k === at ? setLoss(x, toughness, before + lost, book) : x));
    changes.push(`${modelLabel(model, at)}: −${lost} Toughness for good (Contaminated terrain)`);
  });
  return { roster: models === saved.models || again ? saved : { ...saved, models }, changes };
}

/**
 * Punkapocalyptic's play rules; with `odds` (./play-odds.ts, loaded after the page's first paint) each
 * card has the odds against the opponent; with the usual game `length` (game-length.yaml) the game is
 * set up and scored as a battle (./battle.ts).
 */
export function punkapocalypticPlay(book: GangBook, odds?: PlayOddsRules<Roster>, length?: GameLength): PlayRules<Roster> {
  const rules: PlayRules<Roster> = {
    slug: 'punkapocalyptic',
    gameName: 'Punkapocalyptic',
    noun: 'gang',
    modelNoun: 'model',
    track: 'hits',
    // P13: lying on the ground is Prone; Downed is out of the game.
    downLabel: 'Prone',
    downPasses: true,
    outLabel: 'Downed',
    parse: parseRoster,
    rosterName: (r) => r.name,
    models: (roster) =>
      roster.models.map((m, i) => ({
        name: modelLabel(m, i),
        kicker: [m.type, `${m.cost} pts`].filter(Boolean).join(' · '),
        // A hit that beats Toughness Downs the model: one hit is the whole track, unless a rule says more.
        max: 1 + (isBerserker(m, book) ? 1 : 0),
        counters: modelCounters(roster, m, book),
        flags: modelFlags(m, book),
      })),
    maxDamage: (roster, index, state) => maxHits(roster.models[index]!, book, state.models[index]!),
    gameCounters: () => [],
    gameFlags: () => [],
    // Knocked Down for good starts out; a Downed tick on the sheet was for the last game (P13).
    start: (roster, state) => ({ ...state, models: state.models.map((m, i) => ({ ...m, out: modelProfile(roster.models[i]!, book).knockedDown, down: false })) }),
    stats: (roster, index, state) => modelStats(roster, book, index, state),
    notes: (roster, index, state, printed) => modelNotes(roster, book, index, state, printed),
    afterDamage: (roster, index, before, after) => afterHit(roster, book, index, before, after),
    afterNextRound: (_roster, state) => afterNextRound(state),
    modelActions: (roster, index, state) => modelActions(roster, book, index, state),
    gameNotes: (roster) => [...(roster.ownRules ?? []).map((r) => `${shown(r.name) || 'Own rule'}: ${r.text}`), ...(roster.notes?.trim() ? [`Notes: ${roster.notes.trim()}`] : [])],
    writeBack: (saved, played, state, _outcome, _opponent, again) => gangAfterGame(saved, played, state, book, again),
    odds,
    ...(length ? { battle: punkapocalypticBattle(book, length) } : {}),
    glossary: (roster) => {
      const seen = new Map<string, string>();
      for (const m of roster.models) for (const r of rulesOf([...m.specialRules, ...m.equipment.flatMap((i) => i.specialRules)], book)) seen.set(r.name, r.summary ?? '');
      // The player's own rules and notes go on the sheet too (P12).
      for (const r of roster.ownRules ?? []) seen.set(shown(r.name) || 'Own rule', r.text);
      roster.models.forEach((m, i) => {
        for (const r of m.ownRules ?? []) seen.set(`${shown(r.name) || 'Own rule'} (${modelLabel(m, i)})`, r.text);
        if (m.notes?.trim()) seen.set(`Notes: ${modelLabel(m, i)}`, m.notes.trim());
      });
      if (roster.notes?.trim()) seen.set('Notes: the gang', roster.notes.trim());
      return [...seen];
    },
  };
  return rules;
}

/** The counter ids, for tests and the odds. */
export const PUNK_COUNTERS = { BULLETS: ID.BULLETS, BULLETS_IN: ID.BULLETS_IN, JAMS: ID.JAMS, USES: ID.USES, fuelId: ID.fuel, jammed: ID.jammed, used: ID.used, reload: ID.reload } as const;
