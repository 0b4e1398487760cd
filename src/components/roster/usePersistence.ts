/**
 * Asks the browser to keep the site's storage (`navigator.storage.persist()`) once the first roster
 * is saved, and says what it answered: "kept" (until the player deletes it) or "may-clear" (the
 * browser may clear it when space runs low: download a backup). null before the question is asked,
 * or where the browser has no such question.
 */
import { useEffect, useState } from 'react';

export type Persistence = 'kept' | 'may-clear' | null;

interface StorageManagerLike {
  persisted?: () => Promise<boolean>;
  persist?: () => Promise<boolean>;
}

export function usePersistence(anythingSaved: boolean): Persistence {
  const [answer, setAnswer] = useState<Persistence>(null);
  useEffect(() => {
    if (!anythingSaved || answer !== null) return;
    const storage = (navigator as { storage?: StorageManagerLike }).storage;
    if (!storage?.persist || !storage.persisted) return;
    let live = true;
    const { persist, persisted } = storage;
    void (async () => {
      try {
        const kept = (await persisted.call(storage)) || (await persist.call(storage));
        if (live) setAnswer(kept ? 'kept' : 'may-clear');
      } catch {
        if (live) setAnswer('may-clear');
      }
    })();
    return () => {
      live = false;
    };
  }, [anythingSaved, answer]);
  return answer;
}
