/**
 * The board itself: a grid of buttons (the WAI-ARIA grid pattern, one tab stop, arrow keys move the
 * focus), with an SVG layer on top for the lines from space centre to space centre. It only draws a
 * BoardScene (board-scene.ts) and reports presses and keys; the page decides what they do.
 */
import { memo, type CSSProperties, type KeyboardEvent, type RefObject } from 'react';
import { spaceLabel, type Space } from '../../../games/kuggkoping/board';
import { nextFocus } from '../../../games/kuggkoping/board/keys';
import type { BoardScene, CellView } from '../../../games/kuggkoping/tools/board-scene';

export interface BoardGridProps {
  scene: BoardScene;
  /** The space that holds the grid's one tab stop (and the focus while it is in the grid). */
  focus: Space;
  onPress: (space: Space) => void;
  onFocusSpace: (space: Space) => void;
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void;
  gridRef: RefObject<HTMLDivElement | null>;
  /** id of the text that lists the board's keys. */
  keysHelpId: string;
}

function cellClass(c: CellView): string {
  const names = ['kb-cell', `kb-t-${c.terrain}`];
  if (c.terrain === 'elevated') names.push(`kb-h${c.height}`);
  if (c.mark) names.push(`kb-m-${c.mark}`);
  if (c.role) names.push(`kb-${c.role}`);
  if (c.chosen) names.push('kb-chosen');
  return names.join(' ');
}

interface CellProps {
  cell: CellView;
  tabbable: boolean;
  onPress: (space: Space) => void;
  onFocusSpace: (space: Space) => void;
}

/** One space; memoised, so moving the focus redraws two cells, not the board. */
const Cell = memo(function Cell({ cell, tabbable, onPress, onFocusSpace }: CellProps) {
  return (
    <div role="gridcell" className={cellClass(cell)}>
      <button
        type="button"
        className="kb-space"
        tabIndex={tabbable ? 0 : -1}
        data-x={cell.x}
        data-y={cell.y}
        onClick={() => onPress(cell)}
        onFocus={() => onFocusSpace(cell)}
      >
        {/* The name is this text, not aria-label: the letters drawn on the space are not words of it (WCAG 2.5.3). */}
        <span className="sr-only">{cell.label}</span>
        {cell.letter && (
          <span className="kb-letter" aria-hidden="true">
            {cell.letter}
          </span>
        )}
        {cell.model && (
          <span className={`kb-token kb-${cell.model.side}`} aria-hidden="true">
            {cell.model.tag}
          </span>
        )}
        {cell.badge && (
          <span className="kb-badge" aria-hidden="true">
            {cell.badge}
          </span>
        )}
      </button>
    </div>
  );
});

const centre = (s: Space) => ({ x: s.x + 0.5, y: s.y + 0.5 });
/** A token's radius in board units (board.css draws it 20% in from each side of the space). */
const TOKEN_RADIUS = 0.32;

/** The lines over the board, in board units: space (x, y) is the unit square from (x, y); the headers sit at -1. */
function Overlay({ scene }: { scene: BoardScene }) {
  const { width, height, lines, corners, route } = scene;
  if (lines.length === 0 && corners.length === 0 && route.length === 0) return null;
  return (
    <svg className="kb-overlay" viewBox={`-1 -1 ${width + 1} ${height + 1}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      {route.length > 1 && <polyline className="kb-route" points={route.map((s) => `${s.x + 0.5},${s.y + 0.5}`).join(' ')} />}
      {lines.map((l, i) => {
        // Stop at the edge of the tokens, so the line never hides who stands at either end.
        const a = centre(l.from);
        const b = centre(l.to);
        const length = Math.hypot(b.x - a.x, b.y - a.y);
        const trim = (end: number) => (length > 0 ? Math.min(end, length / 2) / length : 0);
        const t0 = trim(TOKEN_RADIUS);
        const t1 = 1 - trim(l.kind === 'watch' ? 0 : TOKEN_RADIUS);
        const at = (t: number) => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
        const p = at(t0);
        const q = at(t1);
        return <line key={i} className={`kb-line kb-line-${l.kind}`} x1={p.x} y1={p.y} x2={q.x} y2={q.y} />;
      })}
      {corners.map((c, i) => (
        <circle key={`corner${i}`} className="kb-corner" cx={c.x} cy={c.y} r={0.22} />
      ))}
    </svg>
  );
}

export function BoardGrid({ scene, focus, onPress, onFocusSpace, onKeyDown, gridRef, keysHelpId }: BoardGridProps) {
  const { width, height, cells } = scene;
  const rows = Array.from({ length: height }, (_, y) => cells.slice(y * width, (y + 1) * width));
  const columns = Array.from({ length: width }, (_, x) => spaceLabel({ x, y: 0 }).replace(/\d+$/, ''));
  return (
    <div className="kb-board" style={{ '--kb-cols': width + 1, '--kb-rows': height + 1 } as CSSProperties}>
      <div
        ref={gridRef}
        role="grid"
        className="kb-grid"
        aria-label={`Board, ${width} columns (A to ${columns[width - 1]}) by ${height} rows`}
        aria-describedby={keysHelpId}
        onKeyDown={onKeyDown}
      >
        <div className="kb-row kb-head" aria-hidden="true">
          <span className="kb-corner-head" />
          {columns.map((c) => (
            <span key={c} className="kb-colhead">
              {c}
            </span>
          ))}
        </div>
        {rows.map((row, y) => (
          <div key={y} role="row" className="kb-row">
            <span className="kb-rowhead" aria-hidden="true">
              {y + 1}
            </span>
            {row.map((cell) => (
              <Cell key={cell.x} cell={cell} tabbable={cell.x === focus.x && cell.y === focus.y} onPress={onPress} onFocusSpace={onFocusSpace} />
            ))}
          </div>
        ))}
      </div>
      <Overlay scene={scene} />
    </div>
  );
}

/**
 * A key pressed on the grid: the arrow keys (board/keys.ts) move the focus to another space, done here;
 * otherwise the space the key was pressed on, for the page's own keys. null when it was not on a space.
 */
export function gridKey(e: KeyboardEvent<HTMLDivElement>, width: number, height: number, grid: HTMLDivElement | null, setFocus: (s: Space) => void): { here: Space; moved: boolean } | null {
  const target = e.target as HTMLElement;
  if (target.dataset.x === undefined) return null;
  const here = { x: Number(target.dataset.x), y: Number(target.dataset.y) };
  const move = nextFocus(here, e, width, height);
  if (!move) return { here, moved: false };
  e.preventDefault();
  setFocus(move);
  grid?.querySelector<HTMLButtonElement>(`button[data-x="${move.x}"][data-y="${move.y}"]`)?.focus();
  return { here, moved: true };
}
