/** The shooting-odds island: the kit's generic tool on the shoot-odds adapter, with the Heroic Deed card buttons. */
import type { ReactNode } from 'react';
import { OddsTool, type RuleLink } from '../../tools';
import { shootOddsTool, type ShootOddsData } from '../../../games/wolsung/tools/shoot-odds';
import { HeroicDeedField } from './HeroicDeedField';
import './tool-groups.css';

export default function ShootOdds({ data, links, children }: { data: ShootOddsData; links: RuleLink[]; children?: ReactNode }) {
  return (
    <OddsTool tool={shootOddsTool} data={data} links={links} widgets={{ heroicDeed: (p) => <HeroicDeedField {...p} /> }}>
      {children}
    </OddsTool>
  );
}
