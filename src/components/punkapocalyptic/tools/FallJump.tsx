/** The fall-and-jump island: the kit's generic tool on its adapter. */
import type { ReactNode } from 'react';
import { OddsTool, type RuleLink } from '../../tools';
import { fallJumpTool, type FallJumpToolData } from '../../../games/punkapocalyptic/tools/fall-and-jump';
import './punk-tools.css';

export default function FallJump({ data, links, children }: { data: FallJumpToolData; links: RuleLink[]; children?: ReactNode }) {
  return (
    <OddsTool tool={fallJumpTool} data={data} links={links}>
      {children}
    </OddsTool>
  );
}
