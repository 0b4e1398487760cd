/**
 * The attack-odds island: the kit's generic tool on the attack-odds adapter, with the model pickers,
 * which fill the set-up's fields from the game's data (valuesFromBuilds) whenever a pick, or the
 * distance and height their conditional effects depend on (adjacent, 2 or more spaces away), changes.
 */
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { OddsTool, type RuleLink, type WidgetProps } from '../../tools';
import type { Build } from '../../../games/kuggkoping/builds';
import { attackOddsTool, valuesFromBuilds, type AttackOddsData, type AttackValues } from '../../../games/kuggkoping/tools/attack-odds';
import { ModelPicker } from './ModelPicker';
import './kuggkoping-tools.css';

type Props = WidgetProps<ReturnType<typeof attackOddsTool.fields>, AttackOddsData>;

function Pickers({ setup, data }: Props) {
  const [attackerBuild, setAttackerBuild] = useState<Build>({ model: 'custom' });
  const [targetBuild, setTargetBuild] = useState<Build>({ model: 'custom' });
  const { distance, elevation } = setup.values;
  const picked = attackerBuild.model !== 'custom' || targetBuild.model !== 'custom';
  // What the picks' gadgets and quirks bring, in words (they depend on the picks and the distance only).
  const notes = picked ? valuesFromBuilds(setup.values, attackerBuild, targetBuild, data).notes : [];

  // Writes the picked models' profiles into the fields; reads the latest values without watching them.
  const fill = useEffectEvent((attacker: Build, target: Build) => {
    if (attacker.model === 'custom' && target.model === 'custom') return;
    for (const [name, value] of Object.entries(valuesFromBuilds(setup.values, attacker, target, data).values)) setup.set(name as keyof AttackValues, value as never);
  });
  // A new pick, or a change of distance or height (conditional effects), re-fills the fields.
  useEffect(() => fill(attackerBuild, targetBuild), [attackerBuild, targetBuild, distance, elevation]);

  return (
    <>
      <ModelPicker role="attacker" build={attackerBuild} data={data} onChange={setAttackerBuild} />
      <ModelPicker role="target" build={targetBuild} data={data} onChange={setTargetBuild} />
      {notes.map((n) => (
        <p key={n} className="tk-note">
          {n}
        </p>
      ))}
    </>
  );
}

export default function AttackOdds({ data, links, children }: { data: AttackOddsData; links: RuleLink[]; children?: ReactNode }) {
  return (
    <OddsTool tool={attackOddsTool} data={data} links={links} widgets={{ pickers: (p) => <Pickers {...p} /> }}>
      {children}
    </OddsTool>
  );
}
