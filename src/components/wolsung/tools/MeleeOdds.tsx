/** The melee-odds island: the kit's generic tool on the melee-odds adapter, with the Heroic Deed card buttons. */
import type { ReactNode } from 'react';
import { OddsTool, type RuleLink } from '../../tools';
import { meleeOddsTool, type MeleeOddsData } from '../../../games/wolsung/tools/melee-odds';
import { HeroicDeedField } from './HeroicDeedField';
import './tool-groups.css';

export default function MeleeOdds({ data, links, children }: { data: MeleeOddsData; links: RuleLink[]; children?: ReactNode }) {
  return (
    <OddsTool tool={meleeOddsTool} data={data} links={links} widgets={{ heroicDeed: (p) => <HeroicDeedField {...p} /> }}>
      {children}
    </OddsTool>
  );
}
