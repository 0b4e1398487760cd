/**
 * Wolsung SSG's odds between two clubs in play, apart from ./play.ts so the play page's
 * first load carries none of the shooting-odds code: the play island loads it after its first paint
 * and hands it to wolsungPlay. Both ways: one of my models shooting one of theirs, and one of theirs
 * shooting one of mine, each Guns pool against the target's Reflex pool as the shoot-odds tool works it
 * out, on the wounds the target has left. Melee is not on the cards: the melee-odds tool's opposed
 * Fight pools depend on the reaction the defender picks (fence or parry) and on friends in contact,
 * which the rosters do not say.
 */
import { foeFlag, foeOf, type PlayOdds, type PlayOddsRules, type PlayState } from '../../play';
import { characteristicOf, clubLookup, knownRules, type Roster } from './roster-format';
import { shootLinkFields, shownWeapon, targetLinkFields, weaponRules, xOf } from './roster-rules';
import { formatPercent } from '../../common/numbers';
import { poolNumbersFromData, shotPools } from './pools';
import { shoot } from './odds';
import { shootOdds } from './tools/refs';
import { toolHref } from '../../tools/links';
import { shown, who } from '../../common/words';
import type { WolsungRosterData } from './book-data';
import { TOPPLED, woundsAfterHit } from './play';

/** Model i's ranged weapons (what the shooting odds can work out), as [weapon index, name]. */
export function rangedWeapons(roster: Roster, index: number, data: WolsungRosterData): [number, string][] {
  return (roster.models[index]?.weapons ?? []).flatMap((w, k): [number, string][] => (shootLinkFields(roster, index, k, data) ? [[k, shownWeapon(w, data).name]] : []));
}

const modelName = (roster: Roster, index: number) => shown(roster.models[index]!.name) || `model ${index + 1}`;

/** Where the target stands: the wounds it has lost, Toppled (+2 Reflex against shots), out of action (no odds left). */
export interface ShotTargetState {
  damage: number;
  toppled?: boolean;
  out?: boolean;
}

/**
 * One shot of model `a`'s weapon (its first range band, as the builder's link) at model `t` of
 * `targets` in the state `at`, in the open or partly hidden (`cover`), as the shooting-odds tool works
 * it out: the chance of any damage and of taking the target out of action (W4's Hard to kill
 * included, on the wounds it has left). `label` says who shoots whom, `backLabel` names my club.
 * The note gives the weapon's farther bands' odds (l.188: each band its own G modifier) and, since
 * the play view does not know whether the model moved, the odds after a move in the first band
 * (Move Penalty l.472, Quick l.474).
 */
export function shotOdds(shooters: Roster, a: number, weapon: string, targets: Roster, t: number, at: ShotTargetState, cover: boolean, data: WolsungRosterData, backLabel: string): PlayOdds | null {
  const k = rangedWeapons(shooters, a, data).find(([, name]) => name === weapon)?.[0];
  const full = targetLinkFields(targets, t, data);
  if (k === undefined || !full) return null;
  const them = { ...full, wounds: Math.max(1, full.wounds - at.damage) };
  const toppled = at.toppled === true;
  const numbers = poolNumbersFromData(data.modifiers, data.specialRules);
  const gone = at.out === true;
  /**
   * The shot in range band `band` (0: the first), or null past the weapon's last band; fired by
   * `from` (the shooters, or a copy with the model's G lowered by Move Penalty) and with Quick's
   * Guns modifier taken off last when `quick` (l.474).
   */
  const inBand = (band: number, from = shooters, quick = false) => {
    const shot = shootLinkFields(from, a, k, data, band);
    if (!shot) return null;
    const situation = { kind: 'shot', baseGuns: shot.guns, baseReflex: them.baseReflex, rangeModifier: 0, elevation: 'level', cover: cover ? 'partial' : 'none', toppled, quick, smallerBaseInMelee: false, spellResistance: false } as const;
    const { guns, reflex } = shotPools(situation, numbers);
    const result = shoot({ guns, reflex, strength: shot.strength, armour: them.armour, wounds: them.wounds, armourPiercing: shot.armourPiercing, smallCalibre: shot.smallCalibre, hardToKill: them.hardToKill });
    return { shot, reflex, hurt: gone ? 0 : 1 - (result.damage[0] ?? 0), takeOut: gone ? 0 : result.pKill };
  };
  const first = inBand(0);
  if (!first) return null;
  const label = `${modelName(shooters, a)} shooting ${weapon} at ${modelName(targets, t)}${toppled ? ', Toppled' : ''}${cover ? ', partly hidden' : ''}`;
  const { shots: _shots, ...single } = first.shot;
  void _shots;
  const note = gone ? '' : shotNote(shooters, a, k, data, inBand);
  return {
    hurt: first.hurt,
    takeOut: first.takeOut,
    href: toolHref(shootOdds, { ...single, ...them, reflex: first.reflex, toppled, cover: cover ? 'partial' : 'none' }, { from: { label, back: '/wolsung/play/', backLabel } }),
    ...(note ? { note } : {}),
  };
}

/** What firing model `a`'s weapon `k` after a move costs, as the card's odds say it: Move Penalty [x] (l.472) and Quick (l.474). Here, not in ./roster-rules.ts: the play page's first load carries none of it. */
function movingShot(shooters: Roster, a: number, k: number, data: WolsungRosterData): { movePenalty: number | null; quick: boolean } {
  const w = shooters.models[a]?.weapons[k];
  if (!w) return { movePenalty: null, quick: false };
  const rules = weaponRules(w, data);
  return { movePenalty: xOf(rules, 'move-penalty', data), quick: knownRules(rules, data).some((r) => r.rule.id === 'quick') };
}

/**
 * Model `a` with its G lowered by `less`, never below 1 (Move Penalty, l.472: "model's G is reduced",
 * the characteristic itself, so the range band's modifier and the rest come after it; Quick's, by
 * contrast, comes off after every other one, l.474). Null when its sheet has no G.
 */
function withGunsLowered(roster: Roster, a: number, less: number, data: WolsungRosterData): Roster | null {
  const m = roster.models[a];
  const g = m && characteristicOf(m, 'guns', data);
  const key = m && Object.keys(m.profile).find((x) => clubLookup(data).characteristic(x)?.id === 'guns');
  if (!m || g === undefined || key === undefined) return null;
  return { ...roster, models: roster.models.map((x, i) => (i === a ? { ...x, profile: { ...x.profile, [key]: Math.min(g, Math.max(1, g - less)) } } : x)) };
}

type InBand = (band: number, from?: Roster, quick?: boolean) => { hurt: number; takeOut: number } | null;
const oddsWords = (o: { hurt: number; takeOut: number }) => `hurts ${formatPercent(o.hurt)}, out ${formatPercent(o.takeOut)}`;

/** The card's words under a shot's odds: the band they are for, each farther band's odds, and a move's cost with its odds in the first band (none for a one-band weapon with neither rule). */
function shotNote(shooters: Roster, a: number, k: number, data: WolsungRosterData, inBand: InBand): string {
  const bands = shownWeapon(shooters.models[a]!.weapons[k]!, data).bands;
  const out: string[] = [];
  if (bands.length > 1) {
    const farther = bands.slice(1).flatMap((words, n) => {
      const o = inBand(n + 1);
      return o ? [`${words}: ${oddsWords(o)}`] : [];
    });
    out.push(`In range ${bands[0]}. Farther, ${farther.join('; ')}.`);
  }
  const moving = movingShot(shooters, a, k, data);
  const moved = moving.movePenalty ? withGunsLowered(shooters, a, moving.movePenalty, data) : shooters;
  const first = bands.length > 1 ? ` (${bands[0]})` : '';
  if (moving.movePenalty) {
    const o = moved && inBand(0, moved);
    out.push(`After a Move or Charge this activation: −${moving.movePenalty} G (Move Penalty)${o ? `, ${oddsWords(o)}${first}` : ', not counted'}.`);
  }
  if (moving.quick) {
    const o = moved && inBand(0, moved, true);
    out.push(`Moving in the same action (Quick): −1 G${o ? `, ${oddsWords(o)}${first}` : ', not counted'}.`);
  }
  return out.join(' ');
}

const backLabel = (mine: Roster) => shown(mine.name) || 'your game';

/** My model i shooting `weapon` at their model j, with the damage it has taken (`damage`, from `state.foes`), out of action or not, and Toppled (+2 R against the shot) or not. */
export function shotInPlay(roster: Roster, index: number, weapon: string, opponent: Roster, target: number, cover: boolean, data: WolsungRosterData, damage = 0, out = false, toppled = false): PlayOdds | null {
  return shotOdds(roster, index, weapon, opponent, target, { damage, out, toppled }, cover, data, backLabel(roster));
}

/** The other way round: their model j (by its index in `opponent`) shooting `weapon` at my model i as it stands in `state` (wounds lost, Toppled, out of action). */
export function shotAgainstMine(roster: Roster, index: number, state: PlayState, opponent: Roster, target: number, weapon: string, cover: boolean, data: WolsungRosterData): PlayOdds | null {
  const m = state.models[index];
  if (!m) return null;
  return shotOdds(opponent, target, weapon, roster, index, { damage: m.damage, toppled: m.down, out: m.out }, cover, data, backLabel(roster));
}

/**
 * No odds where a shot cannot be: a model out of action (reduced to 0 W, removed from the table,
 * l.89) neither shoots nor is shot at, mine or theirs. A Toppled shooter keeps its odds: its first
 * Action stands it up (l.233), so it shoots standing.
 */
const inGame = (state: PlayState, mine: number, theirs: number) => state.models[mine]?.out !== true && !foeOf(state, theirs).out;

/**
 * The damage their model `target` has taken after one more hit of `hit` wounds, by W4 as for my
 * models (woundsAfterHit): for the opponent's panel's hit of any size, which the kit does not yet let
 * a game adjust. A model whose sheet gives no W takes the hit as it comes.
 */
export function foeDamageAfterHit(opponent: Roster, target: number, damage: number, hit: number, data: WolsungRosterData): number {
  const m = opponent.models[target];
  const wounds = m ? characteristicOf(m, 'wounds', data) : undefined;
  if (!m || wounds === undefined) return damage + Math.max(0, hit);
  const hardToKill = knownRules(m.specialRules, data).some((k) => k.rule.id === 'hard-to-kill');
  return wounds - woundsAfterHit({ wounds, hardToKill }, wounds - damage, hit);
}

/** The odds rules of the play view: my models' shots at the opponent's models, and theirs at mine. */
export function wolsungOdds(data: WolsungRosterData): PlayOddsRules<Roster> {
  return {
    weapons: (roster, index) => rangedWeapons(roster, index, data).map(([, name]) => name),
    targets: (opponent) => (opponent?.models ?? []).map((m, i) => ({ name: who(m.name, m.kind, i), max: characteristicOf(m, 'wounds', data) ?? null })),
    toggle: 'Target partly hidden',
    // The opponent's models' own mark (l.233): a Toppled target has +2 R against my shots.
    foeFlags: [{ id: TOPPLED, label: 'Toppled' }],
    foeHit: (opponent, target, damage, hit) => (opponent ? foeDamageAfterHit(opponent, target, damage, hit, data) : damage + hit),
    odds: (roster, index, state, weapon, opponent, target, cover) =>
      opponent && inGame(state, index, target) ? shotInPlay(roster, index, weapon, opponent, target, cover, data, foeOf(state, target).damage, false, foeFlag(state, target, TOPPLED)) : null,
    incoming: {
      weapons: (opponent, target) => (opponent ? rangedWeapons(opponent, target, data).map(([, name]) => name) : []),
      odds: (roster, index, state, opponent, target, weapon, cover) => (opponent && inGame(state, index, target) ? shotAgainstMine(roster, index, state, opponent, target, weapon, cover, data) : null),
    },
  };
}
