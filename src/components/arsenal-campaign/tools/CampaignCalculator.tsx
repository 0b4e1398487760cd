/**
 * The Arsenal Campaign calculator: encounter size (C3), campaign ratings and the soulstone pool
 * difference (C4), VP after a Strategic Withdrawal, and payday with the weekly cap (C5), for two
 * crews at once. Not an odds tool: plain arithmetic, but the same URL state, refusals and links.
 */
import { useState } from 'react';
import {
  booleanField,
  defineFields,
  enumField,
  Field,
  FieldGroup,
  HowComputed,
  intField,
  RefusalMessage,
  ToolShell,
  useComputed,
  useQueryState,
  type RuleLink,
  type SetupState,
  type Values,
} from '../../tools';
import { campaignCalculator, MAX_TURN, type CampaignRules, type CampaignResult, type PaydayResult } from '../../../games/arsenal-campaign/campaign';
import './tool-groups.css';

// Defaults are the worked examples of the rules pages (encounter 25, ratings 6 and −1, payday 5 and 9).
const fields = defineFields({
  aPrinted: intField({ label: 'Crew A: printed cost of its other models', min: 0, max: 300, default: 11, hint: 'Every model that is neither a master nor a 0-cost henchman, without upgrades.' }),
  aMasters: intField({ label: 'Crew A: masters', min: 0, max: 10, default: 0 }),
  aHenchmen: intField({ label: 'Crew A: 0-cost henchmen', min: 0, max: 10, default: 1 }),
  aCaches: intField({ label: 'Crew A: their caches, added up', min: 0, max: 130, default: 4 }),
  bPrinted: intField({ label: 'Crew B: printed cost of its other models', min: 0, max: 300, default: 8, hint: 'Every model that is neither a master nor a 0-cost henchman, without upgrades.' }),
  bMasters: intField({ label: 'Crew B: masters', min: 0, max: 10, default: 1 }),
  bHenchmen: intField({ label: 'Crew B: 0-cost henchmen', min: 0, max: 10, default: 0 }),
  bCaches: intField({ label: 'Crew B: their caches, added up', min: 0, max: 130, default: 0 }),
  aUpgrades: intField({ label: 'Crew A: non-injury campaign upgrades', min: 0, max: 50, default: 4, hint: 'Count an Avatar here too.' }),
  aInjuries: intField({ label: 'Crew A: injury upgrades', min: 0, max: 50, default: 1 }),
  aAvatar: booleanField({ label: 'Crew A has an Avatar upgrade', default: true }),
  bUpgrades: intField({ label: 'Crew B: non-injury campaign upgrades', min: 0, max: 50, default: 2, hint: 'Count an Avatar here too.' }),
  bInjuries: intField({ label: 'Crew B: injury upgrades', min: 0, max: 50, default: 3 }),
  bAvatar: booleanField({ label: 'Crew B has an Avatar upgrade', default: false }),
  aVp: intField({ label: 'Crew A: VP scored', min: 0, max: 30, default: 7 }),
  bVp: intField({ label: 'Crew B: VP scored', min: 0, max: 30, default: 4 }),
  withdrawer: enumField({
    label: 'Strategic Withdrawal',
    options: [
      { value: 'none', label: 'None' },
      { value: 'a', label: 'Crew A withdrew' },
      { value: 'b', label: 'Crew B withdrew' },
    ],
    default: 'none',
  }),
  withdrawalTurn: intField({ label: 'Turn of the withdrawal', min: 1, max: MAX_TURN, default: 3 }),
  aEarlier: intField({ label: 'Crew A: script already earned this week', min: 0, max: 16, default: 0 }),
  bEarlier: intField({ label: 'Crew B: script already earned this week', min: 0, max: 16, default: 0 }),
});
type V = Values<typeof fields>;

const signed = (n: number) => (n < 0 ? `−${-n}` : String(n));
const crewName = (c: 'a' | 'b') => (c === 'a' ? 'Crew A' : 'Crew B');

function CampaignForm({ setup }: { setup: SetupState<typeof fields> }) {
  const f = (name: keyof V & string) => <Field setup={setup} name={name} />;
  return (
    <form className="tk-stack" method="get" aria-label="Inputs" onSubmit={(e) => e.preventDefault()}>
      <FieldGroup legend="Arsenals (encounter size)">
        {f('aPrinted')}
        {f('aMasters')}
        {f('aHenchmen')}
        {f('aCaches')}
        {f('bPrinted')}
        {f('bMasters')}
        {f('bHenchmen')}
        {f('bCaches')}
      </FieldGroup>
      <FieldGroup legend="Campaign upgrades (ratings)">
        {f('aUpgrades')}
        {f('aInjuries')}
        {f('aAvatar')}
        {f('bUpgrades')}
        {f('bInjuries')}
        {f('bAvatar')}
      </FieldGroup>
      <FieldGroup legend="The game">
        {f('aVp')}
        {f('bVp')}
        {f('withdrawer')}
        {setup.values.withdrawer !== 'none' && f('withdrawalTurn')}
      </FieldGroup>
      <FieldGroup legend="Earlier this week">
        {f('aEarlier')}
        {f('bEarlier')}
      </FieldGroup>
    </form>
  );
}

function paydayText(p: PaydayResult, paid: boolean): string {
  if (!paid) return 'no payday (withdrew on turn 1 or 2)';
  const parts = `${p.fromVp} for VP + ${p.fromWin} for a win + ${p.fromRating} for the rating gap = ${p.uncapped}`;
  return p.capped ? `${parts}, cut to ${p.script} by the weekly cap` : parts;
}

function CampaignResults({ r, v, rules }: { r: CampaignResult; v: V; rules: CampaignRules }) {
  const { game, gap } = r;
  const withdrew = v.withdrawer !== 'none' ? v.withdrawer : null;
  return (
    <div className="tk-results">
      <div className="ac-summary" aria-live="polite" aria-atomic="true">
        <p className="ac-big">Encounter size: up to {r.encounter.size} SS</p>
        <p>
          {gap.lower
            ? `${crewName(gap.lower)} has the lower rating and adds ${gap.difference} soulstones to its pool (it may pass the usual limit of ${rules.usualPoolLimit}).`
            : 'Equal ratings: neither crew gets extra soulstones.'}
        </p>
        <p>{game.winner ? `${crewName(game.winner)} wins, ${Math.max(game.vpA, game.vpB)} VP to ${Math.min(game.vpA, game.vpB)}.` : `A draw on ${game.vpA} VP each: no win bonus.`}</p>
        <p className="ac-big">
          Payday: Crew A {r.paydayA.script} script, Crew B {r.paydayB.script} script
        </p>
      </div>
      <div className="tk-table-wrap">
        <table className="tk-table ac-table">
          <caption>Both crews, step by step</caption>
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">Crew A</th>
              <th scope="col">Crew B</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Arsenal total (SS)</th>
              <td>{r.encounter.totalA}</td>
              <td>{r.encounter.totalB}</td>
            </tr>
            <tr>
              <th scope="row">Campaign rating</th>
              <td>{signed(r.ratingA)}</td>
              <td>{signed(r.ratingB)}</td>
            </tr>
            <tr>
              <th scope="row">Extra soulstones in the pool</th>
              <td>{gap.lower === 'a' ? gap.difference : 0}</td>
              <td>{gap.lower === 'b' ? gap.difference : 0}</td>
            </tr>
            <tr>
              <th scope="row">VP counted</th>
              <td>{game.vpA}</td>
              <td>{game.vpB}</td>
            </tr>
            <tr>
              <th scope="row">Script from VP</th>
              <td>{r.paydayA.fromVp}</td>
              <td>{r.paydayB.fromVp}</td>
            </tr>
            <tr>
              <th scope="row">Script for a win</th>
              <td>{r.paydayA.fromWin}</td>
              <td>{r.paydayB.fromWin}</td>
            </tr>
            <tr>
              <th scope="row">Script for the rating gap</th>
              <td>{r.paydayA.fromRating}</td>
              <td>{r.paydayB.fromRating}</td>
            </tr>
            <tr>
              <th scope="row">Payday (after the cap of {rules.weeklyCap} a week)</th>
              <td>{r.paydayA.script}</td>
              <td>{r.paydayB.script}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <ul className="tk-note">
        <li>Crew A: {paydayText(r.paydayA, withdrew !== 'a' || game.withdrawerPaid)}.</li>
        <li>Crew B: {paydayText(r.paydayB, withdrew !== 'b' || game.withdrawerPaid)}.</li>
        {game.withdrawal && withdrew && (
          <li>
            {crewName(withdrew)} withdrew on turn {v.withdrawalTurn} ({game.withdrawal.name.toLowerCase()}): {game.withdrawal.summary}
          </li>
        )}
      </ul>
    </div>
  );
}

export interface CampaignCalculatorProps {
  /** From the data: campaign-numbers.yaml, encounter-costs.yaml, strategic-withdrawal.yaml. */
  rules: CampaignRules;
  links: RuleLink[];
}

export default function CampaignCalculator({ rules, links }: CampaignCalculatorProps) {
  const q = useQueryState(fields);
  // One function per page (useComputed recomputes when the function changes).
  const [calculate] = useState(() => (v: V) => campaignCalculator(v, rules));
  const computed = useComputed(q.a, calculate);
  return (
    <ToolShell title="Campaign calculator" intro="Encounter size, campaign ratings, the soulstone pool difference and payday for two crews." linkProblems={q.linkProblems} ready={q.ready}>
      <div className="tk-panel">
        <div className="tk-panel-form">
          <CampaignForm setup={q.a} />
        </div>
        <div className="tk-panel-results">
          {computed?.ok ? <CampaignResults r={computed.result} v={q.a.values} rules={rules} /> : <RefusalMessage problems={computed?.ok === false ? computed.problems : []} />}
        </div>
      </div>
      <HowComputed links={links}>
        <p>
          <strong>Encounter size:</strong> each Arsenal’s total is the printed cost of its models, with every master counted
          as {rules.masterCost} and every 0-cost henchman as {rules.zeroCostHenchmanBase} minus its cache. The encounter can be
          as large as the lower total plus {rules.encounterMargin}.
        </p>
        <p>
          <strong>Ratings:</strong> non-injury campaign upgrades minus injury upgrades, plus {rules.avatarBonus} for an Avatar
          (which also counts as one of the upgrades). The lower-rated crew adds the difference to its soulstone pool and to
          its payday.
        </p>
        <p>
          <strong>Withdrawal:</strong> a crew that leaves on turn 1 or 2 scores nothing and gets no payday. One that leaves
          later keeps its VP; if it is not behind, the other crew counts as 1 VP ahead of it. The crew with more VP wins;
          equal VP is a draw with no win bonus (our reading: the campaign rules do not name a winner on a tie).
        </p>
        <p>
          <strong>Payday:</strong> 1 script per {rules.vpPerScript} VP rounded up, {rules.winBonus} for a win and the rating gap
          for the lower-rated crew, never more than {rules.weeklyCap} in a week (script from earlier games that week counts
          towards it).
        </p>
      </HowComputed>
    </ToolShell>
  );
}
