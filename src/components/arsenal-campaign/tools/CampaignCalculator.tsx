/** The campaign calculator island: the kit's generic tool on the campaign-calculator adapter. */
import type { ReactNode } from 'react';
import { OddsTool, type RuleLink } from '../../tools';
import { campaignCalculatorTool, type CampaignCalculatorData } from '../../../games/arsenal-campaign/tools/campaign-calculator';
import './tool-groups.css';

export default function CampaignCalculator({ data, links, children }: { data: CampaignCalculatorData; links: RuleLink[]; children?: ReactNode }) {
  return (
    <OddsTool tool={campaignCalculatorTool} data={data} links={links}>
      {children}
    </OddsTool>
  );
}
