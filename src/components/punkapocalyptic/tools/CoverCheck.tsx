/** The cover island: the kit's generic tool on its adapter. */
import type { ReactNode } from 'react';
import { OddsTool, type RuleLink } from '../../tools';
import { coverTool, type CoverToolData } from '../../../games/punkapocalyptic/tools/cover';
import './punk-tools.css';

export default function CoverCheck({ data, links, children }: { data: CoverToolData; links: RuleLink[]; children?: ReactNode }) {
  return (
    <OddsTool tool={coverTool} data={data} links={links}>
      {children}
    </OddsTool>
  );
}
