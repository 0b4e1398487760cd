/**
 * The attack-odds tool: one attack roll against its defence roll, or a whole attack action with
 * counterattacks and restarts. Its inputs are named exactly as attack() / attackAction() name them, so
 * the URL reads like the code, and take their ranges from those functions' schemas; the model pickers
 * only fill those inputs from the game's data (valuesFromBuilds). No React here.
 */
import { booleanField, choiceField, defineFields, intField, type LinkUpgrade, type Values } from '../../../tools/query-state';
import { defineTool, type ResultView } from '../../../tools/adapter';
import { formatNumber, formatPercent } from '../../../common/numbers';
import { rangeOf } from '../../../common/inputs';
import { ATTACK_ODDS_LIMITS } from './attack-limits';
import { attackCanHurt, profilesFor, toPickerData, type Build, type PickerData } from '../builds';
// From the modules themselves, not the ../odds barrel: each module builds its schemas when loaded, so
// a barrel import would ship every Kuggköping module (enemy activation's too) with this tool.
import { attackAction, attackActionSchema, type AttackActionResult } from '../attack-action';
import { attack, tinkerSchema } from '../attack-roll';
import { attackProfileSchema, defenceSchema, MAX_ATTACK_DICE, MAX_GRIT, parrySchema, type AttackResult } from '../combat';

export type AttackOddsData = PickerData;
/** The tool's data from the collections: every profile the model pickers offer (builds.ts), with every Cartographer faction's traits. */
export const attackOddsData = ({ cartographerFactions, ...all }: Omit<Parameters<typeof toPickerData>[0], 'traits'> & { cartographerFactions: readonly { traits: Parameters<typeof toPickerData>[0]['traits'] }[] }): PickerData =>
  toPickerData({ ...all, traits: cartographerFactions.flatMap((f) => f.traits) });

const roll = attackProfileSchema('The attacker').shape;
const counterRoll = attackProfileSchema('The target').shape;
const guard = defenceSchema('The target').shape;
const tinker = tinkerSchema.shape;
const action = attackActionSchema.shape;
const parry = parrySchema.shape;

const { coordination: MAX_COORDINATION, counterCoordination: MAX_COUNTER_COORDINATION, cover: MAX_COVER, distance: MAX_DISTANCE } = ATTACK_ODDS_LIMITS;
export { MAX_DISTANCE };

/** A face value a roll compares against (2 to 6; a defence of 1 is the odds function's, never a profile's). */
const face = (label: string, def: number, hint?: string) => intField({ label, ...rangeOf(roll.hitOn), default: def, hint });

export const attackFields = defineFields({
  // The attack roll
  actionDice: intField({ label: 'Action dice', ...rangeOf(roll.actionDice), default: 2, hint: 'The number before the brackets: 2 in "2 (5+)".' }),
  hitOn: face('Hit on', 5, 'The number in brackets. "Hits only on 6" makes it 6.'),
  critOn: face('Critical hit on', 6, '6 unless an effect lowers it (Power pack: 5).'),
  extraHitsOnCrit: intField({ label: 'Extra hits per critical', ...rangeOf(roll.extraHitsOnCrit), default: 1, hint: '1; a Grenadier’s criticals add 2.' }),
  rerollMisses: booleanField({ label: 'Re-roll dice that miss (Chain blades)', default: false }),
  // The situation (K1, K6)
  coordination: intField({ label: 'Coordinating friends', min: 0, max: MAX_COORDINATION, default: 0, hint: 'Friends with range and line of sight to the same target: +1 die each.' }),
  cover: intField({ label: 'Cover objects in between', min: 0, max: MAX_COVER, default: 0, hint: 'Cover spaces or other models the line crosses: −1 die each.' }),
  elevation: choiceField('Attacker’s height', { level: 'Same level', above: 'Above the target (+1 die)', below: 'Below the target (−1 die)' }),
  distance: intField({
    label: 'Spaces between them (range)',
    min: 1,
    max: MAX_DISTANCE,
    default: 1,
    hint: 'Counted as range is: orthogonal steps, levels ignored (K6). 1 on the same level is adjacent.',
  }),
  // The target (K3)
  defence: face('Target’s defence', 5, 'A die at or above it saves.'),
  grit: intField({ label: 'Target’s grit', ...rangeOf(action.grit), default: 4, hint: 'What it has left now.' }),
  bestOfTwoDefence: booleanField({ label: 'Boiler plate: two dice per damage, keep the higher', default: false }),
  sixRemovesOnlyOne: booleanField({ label: 'A 6 saves only 1 (Inexperienced)', default: false }),
  maxGritLostPerAttack: intField({ label: 'Most grit lost per attack', ...rangeOf(guard.maxGritLostPerAttack), default: 0, hint: '0: no limit. Rage infusion: 1.' }),
  immune: booleanField({ label: 'This attack cannot hurt the target', default: false, hint: 'Skrot Nikke and Abaia, unless the attacker has the gadget or quirk they name.' }),
  minParryPoints: intField({ label: 'Target’s parry points at least', ...rangeOf(parry.minParryPoints), default: 0, hint: 'Burly (Ball Pointers): 2. For a special action instead of a counterattack.' }),
  extraParryOnSix: intField({ label: 'Extra parry points for a 6 on defence', ...rangeOf(parry.extraParryOnSix), default: 0, hint: 'Strength relay: 1.' }),
  // Tinker dice on one roll
  tinkerSide: choiceField('Whose Tinker dice', { attacker: 'Yours, attacking', defender: 'Yours, defending' }),
  attackRerolls: intField({ label: 'Tinker re-rolls on the attack', ...rangeOf(tinker.attackRerolls), default: 0, hint: 'Attacking: re-roll misses. Defending: make the enemy re-roll its best dice.' }),
  defenceRerolls: intField({ label: 'Tinker re-rolls on the defence', ...rangeOf(tinker.defenceRerolls), default: 0, hint: 'Defending: re-roll 1s, then failures. Attacking: make the enemy re-roll its 6s, then saves.' }),
  attackInfluence: intField({
    label: 'Influence steps on the attack',
    ...rangeOf(tinker.attackInfluence),
    default: 0,
    hint: 'Most steps you would buy after seeing the roll; each moves one die up or down by 1. Not with re-rolls on the same roll.',
  }),
  defenceInfluence: intField({
    label: 'Influence steps on the defence',
    ...rangeOf(tinker.defenceInfluence),
    default: 0,
    hint: 'Defending: raise your own dice. Attacking: lower the enemy’s. Not with re-rolls on the same roll.',
  }),
  influenceCost: intField({ label: 'Tinker dice per influence step', ...rangeOf(tinker.influenceCost), default: 2, hint: '3 when the Hard difficulty roll makes influencing cost 1 more.' }),
  influenceGoal: choiceField('Spend influence', { takeOut: 'Only when it decides whether the target goes down', most: 'For every extra hit, or every grit saved' }),
  // Whole attack action
  wholeAction: booleanField({ label: 'Whole attack action: counterattacks and restarts', default: false }),
  attacker: choiceField('Who attacks', { character: 'Your Character', enemy: 'An enemy model' }),
  characterRestarts: choiceField('Your Character restarts while adjacent', { always: 'Always', safe: 'Only with 2+ grit left', never: 'Never' }),
  counterattack: booleanField({ label: 'A defending Character counterattacks', default: true, hint: 'Instead of pushing or trying a special action.' }),
  pushAway: booleanField({ label: 'If it does not, it pushes 1 space away', default: false, hint: 'Out of adjacency: the action ends after the first attack.' }),
  counterInRange: booleanField({ label: 'The attacker is in the target’s range', default: true, hint: 'Always true when adjacent.' }),
  counterTinkerDice: intField({ label: 'Tinker dice for counterattacks', ...rangeOf(action.counterTinkerDice), default: 0, hint: 'One each: your Character’s counterattack hits with its own value instead of 5+.' }),
  counterFirst: booleanField({ label: 'Target counterattacks first (Street pirates)', default: false }),
  enemyCounterOnFivePlus: booleanField({ label: 'Enemy counterattacks also hit only on 5+', default: false, hint: 'Off by our reading K9: an enemy counterattacks on its own hit value.' }),
  counterActionDice: intField({ label: 'Target’s action dice', ...rangeOf(counterRoll.actionDice), default: 2 }),
  counterHitOn: face('Target hits on', 5),
  counterCritOn: face('Target’s critical hit on', 6),
  counterExtraHitsOnCrit: intField({ label: 'Target’s extra hits per critical', ...rangeOf(counterRoll.extraHitsOnCrit), default: 1 }),
  counterRerollMisses: booleanField({ label: 'Target re-rolls dice that miss', default: false }),
  counterCoordination: intField({ label: 'Target’s coordinating friends', min: 0, max: MAX_COUNTER_COORDINATION, default: 0 }),
  counterDiceLostPerGritLost: intField({ label: 'Target’s dice lost per grit lost', ...rangeOf(action.counterDiceLostPerGritLost), default: 0, hint: 'Bell-Man: 1.' }),
  attackerDefence: face('Attacker’s defence', 5),
  attackerGrit: intField({ label: 'Attacker’s grit', ...rangeOf(action.attackerGrit), default: 3 }),
  attackerBestOfTwoDefence: booleanField({ label: 'Attacker has Boiler plate', default: false }),
  attackerSixRemovesOnlyOne: booleanField({ label: 'Attacker’s 6 saves only 1', default: false }),
  attackerMaxGritLostPerAttack: intField({ label: 'Attacker’s most grit lost per attack', ...rangeOf(guard.maxGritLostPerAttack), default: 0, hint: '0: no limit.' }),
  attackerDiceLostPerGritLost: intField({ label: 'Attacker’s dice lost per grit lost', ...rangeOf(action.attackerDiceLostPerGritLost), default: 0, hint: 'Bell-Man: 1.' }),
});

export type AttackValues = Values<typeof attackFields>;
export type AttackFieldName = keyof AttackValues;

/** Field groups, in the order the form shows them. */
export const groups: { legend: string; fields: AttackFieldName[]; mode: 'both' | 'single' | 'whole' }[] = [
  { legend: 'Attack roll', fields: ['actionDice', 'hitOn', 'critOn', 'extraHitsOnCrit', 'rerollMisses'], mode: 'both' },
  { legend: 'Situation', fields: ['coordination', 'cover', 'elevation', 'distance'], mode: 'both' },
  { legend: 'Target', fields: ['defence', 'grit', 'bestOfTwoDefence', 'sixRemovesOnlyOne', 'maxGritLostPerAttack', 'immune'], mode: 'both' },
  { legend: 'Target’s parry points', fields: ['minParryPoints', 'extraParryOnSix'], mode: 'single' },
  { legend: 'Tinker dice on this roll', fields: ['tinkerSide', 'attackRerolls', 'defenceRerolls', 'attackInfluence', 'defenceInfluence', 'influenceCost', 'influenceGoal'], mode: 'single' },
  {
    legend: 'Counterattack and restart',
    fields: ['attacker', 'characterRestarts', 'counterattack', 'pushAway', 'counterInRange', 'counterTinkerDice', 'counterFirst', 'enemyCounterOnFivePlus'],
    mode: 'whole',
  },
  {
    legend: 'Target’s counterattack',
    fields: ['counterActionDice', 'counterHitOn', 'counterCritOn', 'counterExtraHitsOnCrit', 'counterRerollMisses', 'counterCoordination', 'counterDiceLostPerGritLost'],
    mode: 'whole',
  },
  {
    legend: 'Attacker’s defence',
    fields: ['attackerDefence', 'attackerGrit', 'attackerBestOfTwoDefence', 'attackerSixRemovesOnlyOne', 'attackerMaxGritLostPerAttack', 'attackerDiceLostPerGritLost'],
    mode: 'whole',
  },
];

export type AttackComputation =
  | { mode: 'single'; distribution: number[]; chance: number; expected: number; single: AttackResult }
  | { mode: 'whole'; distribution: number[]; chance: number; expected: number; action: AttackActionResult; tinkerSetAside: boolean };

const noLimit = (n: number) => (n === 0 ? undefined : n);

/** K6: adjacent means orthogonal neighbours on the same level, so 1 space apart with no height between them. */
export const isAdjacent = (v: Pick<AttackValues, 'distance' | 'elevation'>) => v.distance === 1 && v.elevation === 'level';

/**
 * Links from before the tool asked for the distance said only `adjacent`. "Not adjacent" used to turn
 * on the "2 or more spaces away" effects (Machine Carbine, Aim), so it is read as 2 spaces: the pickers
 * fill in what they did before. The numbers of such a link never depended on it: nothing to tell.
 */
export const attackLinkUpgrade: LinkUpgrade = {
  retired: ['adjacent'],
  upgrade: (p) => {
    const adjacent = p.get('adjacent')?.trim();
    if (adjacent === undefined || p.has('distance')) return undefined;
    if (adjacent === '1' || adjacent === 'true') return { set: { distance: '1' } };
    if (adjacent === '0' || adjacent === 'false') return { set: { distance: '2' } };
    return { notes: [`Its "adjacent" value '${adjacent.slice(0, 24)}' could not be read: set the spaces between the two models.`] };
  },
};

/** What the tool computes for one set-up: attack() or, in whole-action mode, attackAction(). */
export function computeAttack(v: AttackValues): AttackComputation {
  const roll = {
    actionDice: v.actionDice,
    hitOn: v.hitOn,
    critOn: v.critOn,
    extraHitsOnCrit: v.extraHitsOnCrit,
    rerollMisses: v.rerollMisses,
    coordination: v.coordination,
    cover: v.cover,
    elevation: v.elevation,
    defence: v.defence,
    grit: v.grit,
    bestOfTwoDefence: v.bestOfTwoDefence,
    sixRemovesOnlyOne: v.sixRemovesOnlyOne,
    maxGritLostPerAttack: noLimit(v.maxGritLostPerAttack),
    immune: v.immune,
  };
  if (!v.wholeAction) {
    const single = attack({
      ...roll,
      tinkerSide: v.tinkerSide,
      attackRerolls: v.attackRerolls,
      defenceRerolls: v.defenceRerolls,
      attackInfluence: v.attackInfluence,
      defenceInfluence: v.defenceInfluence,
      influenceCost: v.influenceCost,
      influenceGoal: v.influenceGoal,
      minParryPoints: v.minParryPoints,
      extraParryOnSix: v.extraParryOnSix,
    });
    return { mode: 'single', distribution: single.gritLost, chance: single.pDown, expected: single.expectedGritLost, single };
  }
  const action = attackAction({
    ...roll,
    attacker: v.attacker,
    attackerGrit: v.attackerGrit,
    attackerDefence: v.attackerDefence,
    attackerBestOfTwoDefence: v.attackerBestOfTwoDefence,
    attackerSixRemovesOnlyOne: v.attackerSixRemovesOnlyOne,
    attackerMaxGritLostPerAttack: noLimit(v.attackerMaxGritLostPerAttack),
    counterActionDice: v.counterActionDice,
    counterHitOn: v.counterHitOn,
    counterCritOn: v.counterCritOn,
    counterExtraHitsOnCrit: v.counterExtraHitsOnCrit,
    counterRerollMisses: v.counterRerollMisses,
    counterCoordination: v.counterCoordination,
    adjacent: isAdjacent(v),
    counterInRange: v.counterInRange,
    counterattack: v.counterattack,
    pushAway: v.pushAway,
    counterTinkerDice: v.counterTinkerDice,
    characterRestarts: v.characterRestarts,
    counterFirst: v.counterFirst,
    enemyCounterOnFivePlus: v.enemyCounterOnFivePlus,
    attackerDiceLostPerGritLost: v.attackerDiceLostPerGritLost,
    counterDiceLostPerGritLost: v.counterDiceLostPerGritLost,
  });
  return {
    mode: 'whole',
    distribution: action.defenderGritLost,
    chance: action.pDefenderOut,
    expected: action.expectedDefenderGritLost,
    action,
    tinkerSetAside: v.attackRerolls > 0 || v.defenceRerolls > 0 || v.attackInfluence > 0 || v.defenceInfluence > 0,
  };
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
const usesTinker = (v: AttackValues) => v.attackRerolls + v.defenceRerolls + v.attackInfluence + v.defenceInfluence > 0;

/**
 * The picked models' profiles as field values (only those that change), and the notes their gadgets
 * and quirks bring. What the model pickers write into the set-up.
 */
export function valuesFromBuilds(v: AttackValues, attackerBuild: Build, targetBuild: Build, data: PickerData): { values: Partial<AttackValues>; notes: string[] } {
  const situation = { adjacent: isAdjacent(v), distance: v.distance };
  const att = profilesFor(attackerBuild, situation, data);
  const tgt = profilesFor(targetBuild, situation, data);
  const out: Partial<AttackValues> = {};
  const set = <K extends keyof AttackValues>(name: K, value: AttackValues[K]) => {
    if (v[name] !== value) out[name] = value;
  };
  const dice = (n: number) => clamp(n, 1, MAX_ATTACK_DICE);
  const grit = (n: number) => clamp(n, 1, MAX_GRIT);
  if (att) {
    set('attacker', att.side);
    set('tinkerSide', att.side === 'character' ? 'attacker' : 'defender');
    set('actionDice', dice(att.attack.actionDice));
    set('hitOn', tgt?.defence.attackersHitOnlyOn ?? att.attack.hitOn);
    set('critOn', att.attack.critOn);
    set('extraHitsOnCrit', att.attack.extraHitsOnCrit);
    set('rerollMisses', att.attack.rerollMisses);
    set('attackerDiceLostPerGritLost', att.attack.diceLostPerGritLost);
    set('attackerDefence', att.defence.defence);
    set('attackerGrit', grit(att.defence.grit));
    set('attackerBestOfTwoDefence', att.defence.bestOfTwoDefence);
    set('attackerSixRemovesOnlyOne', att.defence.sixRemovesOnlyOne);
    set('attackerMaxGritLostPerAttack', att.defence.maxGritLostPerAttack);
  }
  if (tgt) {
    set('defence', tgt.defence.defence);
    set('grit', grit(tgt.defence.grit));
    set('bestOfTwoDefence', tgt.defence.bestOfTwoDefence);
    set('sixRemovesOnlyOne', tgt.defence.sixRemovesOnlyOne);
    set('maxGritLostPerAttack', tgt.defence.maxGritLostPerAttack);
    set('minParryPoints', clamp(tgt.defence.minParryPoints, 0, rangeOf(parry.minParryPoints).max));
    set('extraParryOnSix', clamp(tgt.defence.extraParryOnSix, 0, rangeOf(parry.extraParryOnSix).max));
    set('immune', attackCanHurt(attackerBuild, targetBuild, data) === false);
    set('counterActionDice', dice(tgt.counter.actionDice));
    set('counterHitOn', att?.defence.attackersHitOnlyOn ?? tgt.counter.hitOn);
    set('counterCritOn', tgt.counter.critOn);
    set('counterExtraHitsOnCrit', tgt.counter.extraHitsOnCrit);
    set('counterRerollMisses', tgt.counter.rerollMisses);
    set('counterDiceLostPerGritLost', tgt.counter.diceLostPerGritLost);
    set('counterFirst', tgt.side === 'enemy' && targetBuild.faction === 'street-pirates' && !targetBuild.blackStreets);
  }
  return { values: out, notes: [...(att?.notes ?? []), ...(tgt?.notes ?? [])] };
}

function attackView(r: AttackComputation, v: AttackValues): ResultView {
  if (r.mode === 'single') {
    return {
      chance: r.chance,
      blocks: [
        {
          kind: 'headline',
          chance: r.chance,
          chanceLabel: 'Chance to take the target out',
          expected: r.expected,
          expectedLabel: 'Expected grit lost',
          lines: [
            { label: 'Attack dice rolled', value: String(r.single.dice) },
            { label: 'Expected hits', value: formatNumber(r.single.expectedHits) },
            ...(usesTinker(v) ? [{ label: 'Expected Tinker dice spent', value: formatNumber(r.single.expectedTinkerDice) }] : []),
            ...(r.single.pStandsAndSpecialAction !== undefined
              ? [{ label: 'Target stands and a special action on its parry points works', value: formatPercent(r.single.pStandsAndSpecialAction) }]
              : []),
          ],
        },
        { kind: 'distribution', distribution: r.distribution, quantity: 'Grit lost', highlightFrom: v.grit, highlightMeaning: 'takes the target out' },
        { kind: 'notes', notes: r.single.notes },
      ],
    };
  }
  const a = r.action;
  return {
    chance: r.chance,
    blocks: [
      {
        kind: 'headline',
        chance: r.chance,
        chanceLabel: 'Chance the target is taken out by the end of the action',
        expected: r.expected,
        expectedLabel: 'Expected grit the target loses',
        lines: [
          { label: 'Chance the attacker is taken out', value: formatPercent(a.pAttackerOut) },
          { label: 'Chance both are still standing', value: formatPercent(a.pNeither) },
          { label: 'Expected passes through steps 1 to 4', value: formatNumber(a.expectedExchanges) },
          { label: 'Attack dice / counterattack dice', value: `${a.dice} / ${a.counterDice}` },
        ],
      },
      { kind: 'distribution', distribution: r.distribution, quantity: 'Target’s grit lost', highlightFrom: v.grit, highlightMeaning: 'takes the target out' },
      { kind: 'distribution', distribution: a.attackerGritLost, quantity: 'Attacker’s grit lost', highlightFrom: v.attackerGrit, highlightMeaning: 'takes the attacker out' },
      { kind: 'notes', notes: r.tinkerSetAside ? ['The Tinker re-rolls and influence set for a single roll are not used in whole-action mode.'] : [] },
    ],
  };
}

/** What the distance and height make of the two models (K6), in a sentence under the situation. */
export function adjacencyNote(v: Pick<AttackValues, 'distance' | 'elevation'>): string {
  if (isAdjacent(v)) return 'Adjacent: 1 space apart on the same level. Adjacent effects apply and the attack may restart.';
  const far = v.distance >= 2 ? ' “2 or more spaces away” effects (Machine Carbine, Aim) apply.' : ' Not 2 or more spaces away either: no Machine Carbine or Aim bonus.';
  return `Not adjacent${v.distance === 1 ? ' (different levels, K6)' : ''}: no restart.${far}`;
}

export const attackOddsTool = defineTool({
  title: 'Kuggköping attack odds',
  intro: 'Set up an attack, or pick the models from the game, and see how likely the target is to go down.',
  fields: () => attackFields,
  compute: (v: AttackValues) => computeAttack(v),
  view: attackView,
  form: (v) => [
    { widget: 'pickers' },
    { field: 'wholeAction', className: 'kk-mode' },
    ...groups
      .filter((g) => g.mode === 'both' || (g.mode === 'whole') === v.wholeAction)
      .map((g) => ({ group: g.legend, items: [...g.fields.map((field) => ({ field })), ...(g.legend === 'Situation' ? [{ note: adjacencyNote(v) }] : [])] })),
  ],
  formLabel: 'Attack set-up',
  compare: { chanceLabel: () => 'chance to take the target out' },
  link: attackLinkUpgrade,
});
