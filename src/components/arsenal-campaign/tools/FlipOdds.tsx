/** The flip-odds island: the kit's generic tool on the flip-odds adapter, with its Finished Off button. */
import type { ReactNode } from 'react';
import { OddsTool, type RuleLink, type WidgetProps } from '../../tools';
import { finishedOffValues, flipOddsTool, type FlipOddsData } from '../../../games/arsenal-campaign/tools/flip-odds';
import './tool-groups.css';

type Fields = ReturnType<typeof flipOddsTool.fields>;

function FinishedOffButton({ setup, data }: WidgetProps<Fields, FlipOddsData>) {
  const set = () => {
    for (const [name, value] of Object.entries(finishedOffValues(data))) setup.set(name as keyof Fields & string, value as never);
  };
  return (
    <p>
      <button type="button" className="tk-button" onClick={set}>
        Set up a Finished Off flip ({data.finishedOffTarget} or more, the model’s controller hoping low)
      </button>
    </p>
  );
}

export default function FlipOdds({ data, links, children }: { data: FlipOddsData; links: RuleLink[]; children?: ReactNode }) {
  return (
    <OddsTool tool={flipOddsTool} data={data} links={links} widgets={{ finishedOff: (p) => <FinishedOffButton {...p} /> }}>
      {children}
    </OddsTool>
  );
}
