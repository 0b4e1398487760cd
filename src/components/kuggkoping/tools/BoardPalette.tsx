/**
 * One row of the board's tool chips (Select, Move, Place… or the terrain paints): radios of one group
 * ("kb-tool"), so arrow keys go through every tool. The board tool and the enemy turn's board in the
 * play view both draw their palettes with it, and their size fields (BoardSize).
 */
import { CountField } from '../../tools';
import { MAX_BOARD_SIZE, MIN_BOARD_SIZE } from '../../../games/kuggkoping/board';
import { isPaintTool, TOOL_INFO, type BoardTool } from '../../../games/kuggkoping/tools/board';

export function Palette({ legend, tools, chosen, onChoose }: { legend: string; tools: readonly BoardTool[]; chosen: BoardTool; onChoose: (t: BoardTool) => void }) {
  return (
    <fieldset className="kb-palette">
      <legend className="tk-label">{legend}</legend>
      <div className="kb-palette-options">
        {tools.map((t) => {
          const { label, short, key } = TOOL_INFO[t];
          const look = isPaintTool(t) ? ` kb-t-${t.startsWith('roof') ? `elevated kb-h${t.slice(4)}` : t}` : '';
          return (
            <label key={t} className={`kb-chip${look}`}>
              <input type="radio" name="kb-tool" value={t} checked={chosen === t} onChange={() => onChoose(t)} />
              {isPaintTool(t) && <span className="kb-swatch" aria-hidden="true" />}
              {short ? (
                <>
                  <span aria-hidden="true">{short}</span>
                  <span className="sr-only">{label}</span>
                </>
              ) : (
                <span>{label}</span>
              )}
              <kbd aria-hidden="true">{key}</kbd>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The board's size: columns and rows, 4 to 24 each; `onResize` gets the whole new size. */
export function BoardSize({ width, height, onResize }: { width: number; height: number; onResize: (width: number, height: number) => void }) {
  const size = { width, height };
  return (
    <fieldset className="tk-group">
      <legend>Board size</legend>
      <div className="tk-form">
        {(['width', 'height'] as const).map((side) => (
          <CountField
            key={`${side}-${size[side]}`}
            label={side === 'width' ? 'Columns' : 'Rows'}
            value={size[side]}
            min={MIN_BOARD_SIZE}
            max={MAX_BOARD_SIZE}
            onChange={(n) => onResize(side === 'width' ? n : width, side === 'height' ? n : height)}
          />
        ))}
      </div>
    </fieldset>
  );
}
