/** Applies a tool's linked fields (linked-fields.ts) to a set-up as the reader edits it. */
import { useEffect, useMemo, useRef } from 'react';
import { consequences, reconcile, type FollowUps, type PoolLink } from '../../tools/linked-fields';
import { parseField, type FieldName, type FieldSpecs, type Values } from '../../tools/query-state';
import type { SetupState } from './useQueryState';

function apply<S extends FieldSpecs>(setup: SetupState<S>, patch: Partial<Values<S>>): void {
  for (const [k, v] of Object.entries(patch)) setup.set(k as FieldName<S>, v as never);
}

/** A set-up whose set/setRaw also update the linked fields; reconciles once after the link is read. */
export function useLinkedSetup<S extends FieldSpecs>(setup: SetupState<S>, links: readonly PoolLink<S>[], ready: boolean, followUps?: FollowUps<S>): SetupState<S> {
  const reconciled = useRef(false);
  useEffect(() => {
    // Once, when the link has been read (later renders find reconciled set).
    if (!ready || reconciled.current) return;
    reconciled.current = true;
    apply(setup, reconcile(setup.values, links));
  }, [ready, setup, links]);

  return useMemo(() => {
    if (links.length === 0 && !followUps) return setup;
    return {
      ...setup,
      set: (name, value) => {
        setup.set(name, value);
        apply(setup, consequences(name, { ...setup.values, [name]: value }, links, followUps));
      },
      setRaw: (name, raw) => {
        setup.setRaw(name, raw);
        const parsed = parseField(setup.spec[name]!, raw);
        if (parsed.ok && parsed.value !== setup.values[name]) {
          apply(setup, consequences(name, { ...setup.values, [name]: parsed.value } as Values<S>, links, followUps));
        }
      },
    };
  }, [setup, links, followUps]);
}

