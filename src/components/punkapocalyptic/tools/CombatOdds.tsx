/** The combat-odds island: the kit's generic tool on its adapter. */
import type { ReactNode } from 'react';
import { OddsTool, type RuleLink } from '../../tools';
import { combatOddsTool, type CombatOddsData } from '../../../games/punkapocalyptic/tools/combat-odds';
import './punk-tools.css';

export default function CombatOdds({ data, links, children }: { data: CombatOddsData; links: RuleLink[]; children?: ReactNode }) {
  return (
    <OddsTool tool={combatOddsTool} data={data} links={links}>
      {children}
    </OddsTool>
  );
}
